import { useData } from 'vike-react/useData';
import { BOOKING_SLOT } from '../../../lib/booking/visit-in-site.ts';
import type { Data } from './+data.ts';

/**
 * The page of a booked visit, in the site's layout: what it is for, which the form handler replaces with the visit, its
 * buttons and its windows when the page is opened from a link of the e-mails (src/server/booking/answer.ts).
 */
export default function Page() {
  const { words } = useData<Data>();
  return (
    <div className="bg-sand-50">
      <div className="container-page max-w-3xl py-8 sm:py-16">
        <section {...{ [BOOKING_SLOT]: '' }}>
          <div className="card sm:p-8">
            <h1 className="h-section">{words.title}</h1>
            <p className="mt-4">{words.intro}</p>
          </div>
        </section>
      </div>
    </div>
  );
}
