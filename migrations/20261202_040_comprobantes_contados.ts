import type { Knex } from 'knex';
import { contar, dejarDeContar } from './20261127_026_cuentas_contadas.js';

// Issue 45 at scale: the comprobantes list's totals from the kept counters (migration 006), as the other lists,
// whole or by Estado; a state's page (Pendiente de CAE, Rechazado: few rows among many) through its own index.
export async function up(knex: Knex): Promise<void> {
  await contar(knex, 'comprobantes', ['estado']);
  await knex.raw('CREATE INDEX comprobantes_estado_fecha ON comprobantes (estado, fecha DESC, comprobante_id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX comprobantes_estado_fecha');
  await dejarDeContar(knex, 'comprobantes');
}
