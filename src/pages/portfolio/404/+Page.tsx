import { useData } from 'vike-react/useData';
import { Link } from '../../../components/Link.tsx';
import type { Data } from './+data.ts';

/**
 * What every unknown /portfolio/{id} answers with, status 404 (the host serves this folder's 404.html): the original site's
 * silent redirect to the list, replacing the history entry (src/client/replace-location.ts), with a meta refresh
 * and a link where scripts do not run.
 */
export default function Page() {
  const { page, target } = useData<Data>();
  return (
    <section className="bg-sand-50 py-20 sm:py-28" data-replace-location={target}>
      <div className="container-page max-w-3xl text-center">
        <h1 className="h-page">{page.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{page.text}</p>
        <p className="mt-8">
          <Link href={target} className="btn-primary btn-lg">
            {page.linkLabel}
          </Link>
        </p>
      </div>
    </section>
  );
}
