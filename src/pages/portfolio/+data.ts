import type { PageContextServer } from 'vike/types';
// https://vike.dev/data
import { portfolioData } from './portfolio-data.ts';

export const data = (pageContext: PageContextServer) => portfolioData(pageContext, null);
export type { Card, Data } from './portfolio-data.ts';
