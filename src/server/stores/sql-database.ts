// Apart from ./store.ts so that the stores it gathers (../windows/availability-store.ts) can name it without a circle.
/** The little of a SQL database the store needs; D1 and node:sqlite both fit it (see d1Database, sqlite.ts). */
export interface SqlDatabase {
  all<T = Record<string, unknown>>(sql: string, params: (string | number | null)[]): Promise<T[]>;
}
