import { useData } from 'vike-react/useData';
import { LegalPage } from '../../components/LegalPage.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <LegalPage page={useData<Data>().page} />;
}
