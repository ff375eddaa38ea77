import type { Knex } from 'knex';

// Issue 44: one Idempotency-Key protocol for every POST that creates money or stock movements
// (api/src/idempotencia/). A key now remembers what it was for and what was answered: the request's
// fingerprint (huella: sha256 of method, path and the body's canonical JSON), the status (estado) and the
// whole envelope (respuesta, now text: a replay answers the very text of the first answer, where jsonb would
// reorder its keys). The stop actions' keys kept before name an operation and hold only the stop:
// they go, and a replay of one finds its stop resolved (409), as one after the 30 days always did.
// Every submission of the admin now takes a key, so the hourly sweep of the old ones reads an index.
export async function up(knex: Knex): Promise<void> {
  await knex('idempotencia').delete();
  await knex.schema.alterTable('idempotencia', (t) => {
    t.dropColumn('operacion');
    t.string('huella', 64).notNullable();
    t.smallint('estado').notNullable();
    t.index(['created_at'], 'idempotencia_created_at');
  });
  await knex.raw('ALTER TABLE idempotencia ALTER COLUMN respuesta TYPE text USING respuesta::text');
}

export async function down(knex: Knex): Promise<void> {
  await knex('idempotencia').delete();
  await knex.schema.alterTable('idempotencia', (t) => {
    t.dropIndex(['created_at'], 'idempotencia_created_at');
    t.dropColumn('huella');
    t.dropColumn('estado');
    t.string('operacion', 100).notNullable();
  });
  await knex.raw('ALTER TABLE idempotencia ALTER COLUMN respuesta TYPE jsonb USING respuesta::jsonb');
}
