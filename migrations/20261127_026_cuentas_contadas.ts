import type { Knex } from 'knex';
import { contarTabla, TRANSICIONES } from './20261123_006_conteos.js';

// Issue 35 at scale: exact list totals from the kept counters (migration 006), as the other lists.
// - /cuentas-a-cobrar counts the clients with a balance: con_saldo, stored from saldo, is a counted column of clientes.
// - /cobros counts payments (all, or voided or not).
const FRANJA = 'txid_current() % 8';

async function triggers(knex: Knex, tabla: string, accion: 'crear' | 'borrar') {
  for (const [evento, tablas] of TRANSICIONES) {
    const nombre = `contar_${tabla}_${evento.toLowerCase()}`;
    await knex.raw(
      accion === 'crear'
        ? `CREATE TRIGGER ${nombre} AFTER ${evento} ON ${tabla} ${tablas} FOR EACH STATEMENT EXECUTE FUNCTION contar_${tabla}()`
        : `DROP TRIGGER ${nombre} ON ${tabla}`,
    );
  }
}

/** Counts `tabla` by `conjuntos` from now on: its function, its counts as they are and its triggers. */
async function contar(knex: Knex, tabla: string, conjuntos: string[]) {
  await knex.raw('DELETE FROM conteos WHERE tabla = ?', [tabla]);
  await contarTabla(knex, tabla, conjuntos, FRANJA);
  await triggers(knex, tabla, 'crear');
}

async function dejarDeContar(knex: Knex, tabla: string) {
  await triggers(knex, tabla, 'borrar');
  await knex.raw(`DROP FUNCTION contar_${tabla}()`);
  await knex.raw('DELETE FROM conteos WHERE tabla = ?', [tabla]);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE clientes ADD COLUMN con_saldo boolean GENERATED ALWAYS AS (saldo <> 0) STORED');
  await dejarDeContar(knex, 'clientes');
  await contar(knex, 'clientes', ['active', 'con_saldo']);
  await contar(knex, 'cobros', ['anulado']);
}

export async function down(knex: Knex): Promise<void> {
  await dejarDeContar(knex, 'cobros');
  await dejarDeContar(knex, 'clientes');
  await contar(knex, 'clientes', ['active']);
  await knex.raw('ALTER TABLE clientes DROP COLUMN con_saldo');
}
