// What a list asks for: a page, an order and a search. The routes read it from the query string
// (http/paging.ts), the services and the data layer (db/queries.ts) use it, so it belongs to neither.

export interface ListQuery {
  /** Absent when the client asked for the whole list (no `page`). */
  page?: number;
  limit: number;
  sortColumn: string;
  order: 'asc' | 'desc';
  q?: string;
}
