// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { portfolioData } from '../../portfolio-data.ts';

export const data = (pageContext: PageContextServer) => portfolioData(pageContext, pageContext.routeParams.category);
