// https://vike.dev/data: the data hook of every page whose template has no +data.ts of its own (Vike's config
// inheritance, https://vike.dev/config#inheritance): a page of one that shows its collection, such as /about.
// The build's direct render needs one on every template (scripts/build/page-template.ts).
import type { PageContextServer } from 'vike/types';
import { pageOfOneData } from '../lib/routing/page-of-one.ts';

export const data = (pageContext: PageContextServer) => pageOfOneData(pageContext);
