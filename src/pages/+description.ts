// https://vike.dev/description
import type { PageContext } from 'vike/types';
import type { PageHead } from '../lib/page/head.ts';

export default (pageContext: PageContext) =>
  (pageContext.data as { head?: PageHead } | undefined)?.head?.description ?? '';
