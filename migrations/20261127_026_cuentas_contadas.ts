import type { Knex } from 'knex';
import { contarTabla, TRANSICIONES } from './20261123_006_conteos.js';

// Issue 35 at scale: exact list totals from the kept counters (migration 006), as the other lists.
// - /cuentas-a-cobrar counts the clients with a balance: con_saldo, stored from saldo, is a counted column of clientes.
// - /cobros counts payments (all, or voided or not).
// And an opening balance (the debt a client brought): a move of its own kind, owed as a delivery of no order.
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

const TIPOS = ['entrega', 'anulacion_entrega', 'cobro', 'anulacion_cobro'];

async function tipos(knex: Knex, lista: string[]) {
  await knex.raw('ALTER TABLE movimientos_cuenta DROP CONSTRAINT movimientos_cuenta_tipo_check');
  await knex.raw(
    `ALTER TABLE movimientos_cuenta ADD CONSTRAINT movimientos_cuenta_tipo_check CHECK (tipo IN (${lista.map((t) => `'${t}'`).join(', ')}))`,
  );
}

export async function up(knex: Knex): Promise<void> {
  await tipos(knex, [...TIPOS, 'saldo_inicial']);
  await knex.raw('ALTER TABLE entregas ALTER COLUMN pedido_id DROP NOT NULL');
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
  // Fails while an opening balance exists: the ledger is never rewritten.
  await knex.raw('ALTER TABLE entregas ALTER COLUMN pedido_id SET NOT NULL');
  await tipos(knex, TIPOS);
}
