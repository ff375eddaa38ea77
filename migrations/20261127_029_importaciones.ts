import type { Knex } from 'knex';

// Issue 38: an import of clients, products or suppliers is one row of the audit trail (accion 'importar',
// on the first record it created, with its row count).

const lista = (valores: string[]) => valores.map((v) => `'${v}'`).join(', ');

/** The actions the check allows now: read from the constraint, so a migration that added one in between keeps it. */
export async function accionesActuales(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw("SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'auditoria_accion_check'");
  return [...String(rows[0].def).matchAll(/'([^']+)'/g)].map(([, accion]) => accion);
}

/** The actions the audit trail accepts from now on. */
export async function acciones(knex: Knex, valores: string[]) {
  await knex.raw('ALTER TABLE auditoria DROP CONSTRAINT auditoria_accion_check');
  await knex.raw(`ALTER TABLE auditoria ADD CONSTRAINT auditoria_accion_check CHECK (accion IN (${lista(valores)}))`);
}

export async function up(knex: Knex): Promise<void> {
  await acciones(knex, [...(await accionesActuales(knex)), 'importar']);
}

export async function down(knex: Knex): Promise<void> {
  await knex('auditoria').where({ accion: 'importar' }).delete();
  await acciones(
    knex,
    (await accionesActuales(knex)).filter((a) => a !== 'importar'),
  );
}
