import type { Context } from 'koa';

/** `{ data }` for lists and details; paged lists add total, page and limit. */
export function listed(ctx: Context, data: unknown, paging?: { total: number; page?: number; limit: number }) {
  ctx.body =
    paging && paging.page !== undefined
      ? { data, total: paging.total, page: paging.page, limit: paging.limit }
      : { data };
}

/** `{ success, message, data }` for writes; 201 on create. */
export function written(ctx: Context, message: string, data: unknown, status = 200) {
  ctx.status = status;
  ctx.body = { success: true, message, data };
}
