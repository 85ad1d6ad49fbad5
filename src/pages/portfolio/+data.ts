// https://vike.dev/data
import { portfolioData } from './portfolio-data.ts';

export const data = () => portfolioData(null);
export type { Card, Data } from './portfolio-data.ts';
