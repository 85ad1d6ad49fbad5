import type { Data } from './+data.ts';

/** The data of a city's full page, and of the plain and generic pages. */
export type CityData = Extract<Data, { kind: 'city' }>;
export type PlainData = Extract<Data, { kind: 'plain' }>;
