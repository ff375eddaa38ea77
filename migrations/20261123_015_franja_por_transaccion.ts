import type { Knex } from 'knex';

// Issue 10: a counter's franja (migration 006) is the transaction id modulo 8, not the backend's pid: two pooled
// connections with the same pid remainder shared counter rows on every order. Transactions that start one after
// another, the ones that run at the same time, get different franjas. Readers sum the franjas as before.
const POR_CONEXION = 'pg_backend_pid() % 8';
const POR_TRANSACCION = 'txid_current() % 8';

async function reemplazar(knex: Knex, de: string, a: string): Promise<void> {
  const { rows }: { rows: { definicion: string }[] } = await knex.raw(
    `SELECT pg_get_functiondef(p.oid) AS definicion FROM pg_proc p
     WHERE p.pronamespace = current_schema()::regnamespace AND p.proname LIKE 'contar\\_%' AND p.prosrc LIKE ?`,
    [`%${de}%`],
  );
  for (const { definicion } of rows) await knex.raw(definicion.replaceAll(de, a));
}

export async function up(knex: Knex): Promise<void> {
  await reemplazar(knex, POR_CONEXION, POR_TRANSACCION);
}

export async function down(knex: Knex): Promise<void> {
  await reemplazar(knex, POR_TRANSACCION, POR_CONEXION);
}
