// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { pageHead } from '../../lib/page/head.ts';
import { quoteData } from './quote-data.ts';

export type { Data } from './quote-data.ts';

export const data = (pageContext: PageContextServer) =>
  quoteData(pageContext, (title, description) => pageHead(pageContext, title, description));
