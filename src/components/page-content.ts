// A page of one's record, for a template without a +data.ts of its own (src/pages/+data.ts gives it).
import { useData } from 'vike-react/useData';
import type { PlainPage, PlainPageData } from '../lib/routing/page-of-one.ts';

/** The record of the page being rendered, typed by its kind: `usePageContent<'about'>()` is data/pages/about.yaml's. */
export const usePageContent = <K extends PlainPage>(): PlainPageData<K>['page'] => useData<PlainPageData<K>>().page;
