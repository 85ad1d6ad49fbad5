import { useData } from 'vike-react/useData';
import { LegalPage } from '../../components/LegalPage.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { page, ids } = useData<Data>();
  return <LegalPage page={page} ids={ids} />;
}
