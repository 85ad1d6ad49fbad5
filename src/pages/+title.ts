// https://vike.dev/title
import type { PageContext } from 'vike/types';
import type { PageHead } from '../lib/head.ts';

export default (pageContext: PageContext) => (pageContext.data as { head?: PageHead } | undefined)?.head?.title ?? 'Page not found';
