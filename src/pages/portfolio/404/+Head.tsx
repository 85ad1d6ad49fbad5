// https://vike.dev/Head: a refresh for browsers without JavaScript; src/client/replace-location.ts is quicker and
// leaves no history entry.
import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';

export default function Head() {
  return <meta httpEquiv="refresh" content={`0; url=${useData<Data>().target}`} />;
}
