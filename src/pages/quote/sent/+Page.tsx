import { useData } from 'vike-react/useData';
import { QuoteSent } from '../QuoteSent.tsx';
import type { Data } from './+data.ts';

/** The answer to a quote sent without JavaScript: the form's success block, shown, in the site's layout. */
export default function Page() {
  const { form } = useData<Data>();
  return (
    <div className="bg-sand-50">
      <div className="container-page max-w-3xl py-8 sm:py-16">
        <QuoteSent form={form} page />
      </div>
    </div>
  );
}
