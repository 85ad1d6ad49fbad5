import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { CityPage } from './CityPage.tsx';
import { PlainCityPage } from './PlainCityPage.tsx';

export default function Page() {
  const data = useData<Data>();
  return data.kind === 'city' ? <CityPage {...data} /> : <PlainCityPage page={data.page} more={data.more} />;
}
