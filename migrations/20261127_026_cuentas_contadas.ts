import type { Knex } from 'knex';
import { contarTabla, funcionDeTrigger, TRANSICIONES } from './20261123_006_conteos.js';
import { registrarZona } from './20261124_018_ventas_por_dia.js';
import { TIPOS } from './20261127_025_cuentas_corrientes.js';

// Issue 35 at scale: exact list totals from the kept counters (migration 006), as the other lists.
// - /cuentas-a-cobrar counts the clients with a balance: con_saldo, stored from saldo, is a counted column of clientes.
// - /cobros counts payments (all, or voided or not).
// - /cuentas-a-cobrar/totales (and the dashboard's cards) age what open deliveries owe from pendiente_por_dia: per
//   day of each zone of zonas_de_ventas (migration 018) and franja, what deliveries of that day still owe. Its rows
//   grow with the calendar, not with the deliveries; a zone's days are built when it is registered.
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
export async function contar(knex: Knex, tabla: string, conjuntos: string[]) {
  await knex.raw('DELETE FROM conteos WHERE tabla = ?', [tabla]);
  await contarTabla(knex, tabla, conjuntos, FRANJA);
  await triggers(knex, tabla, 'crear');
}

export async function dejarDeContar(knex: Knex, tabla: string) {
  await triggers(knex, tabla, 'borrar');
  await knex.raw(`DROP FUNCTION contar_${tabla}()`);
  await knex.raw('DELETE FROM conteos WHERE tabla = ?', [tabla]);
}

async function tipos(knex: Knex, lista: string[]) {
  await knex.raw('ALTER TABLE movimientos_cuenta DROP CONSTRAINT movimientos_cuenta_tipo_check');
  await knex.raw(
    `ALTER TABLE movimientos_cuenta ADD CONSTRAINT movimientos_cuenta_tipo_check CHECK (tipo IN (${lista.map((t) => `'${t}'`).join(', ')}))`,
  );
}

/** What a delivery still owes: nothing once undone. */
const PENDIENTE = 'CASE WHEN t.anulada THEN 0 ELSE t.importe - t.cobrado END';

/** What registering a zone also builds from this migration on (migration 047 adds to it). */
export const REGISTRAR_PENDIENTE = {
  bloquear: ', entregas',
  construir: `
        INSERT INTO pendiente_por_dia (zona, dia, franja, pendiente)
        SELECT nueva, (t.fecha AT TIME ZONE nueva)::date, 0, sum(${PENDIENTE}) FROM entregas t GROUP BY 2;`,
};

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE pendiente_por_dia (
      zona text NOT NULL,
      dia date NOT NULL,
      franja smallint NOT NULL,
      pendiente numeric(16, 2) NOT NULL,
      PRIMARY KEY (zona, dia, franja)
    )`);
  const deltas = (transicion: string, signo: string) =>
    `SELECT z.zona, (t.fecha AT TIME ZONE z.zona)::date AS dia, ${signo}${PENDIENTE} AS pendiente FROM ${transicion} t CROSS JOIN zonas_de_ventas z`;
  await knex.raw(
    funcionDeTrigger('sumar_pendiente', {
      nuevas: deltas('nuevas', ''),
      viejas: deltas('viejas', '-'),
      aplicar: (d) => `
        INSERT INTO pendiente_por_dia AS p (zona, dia, franja, pendiente)
        SELECT zona, dia, ${FRANJA}, sum(pendiente) FROM (${d}) AS deltas
        GROUP BY zona, dia HAVING sum(pendiente) <> 0 ORDER BY zona, dia
        ON CONFLICT (zona, dia, franja) DO UPDATE SET pendiente = p.pendiente + excluded.pendiente`,
    }),
  );
  for (const [evento, tablas] of TRANSICIONES) {
    await knex.raw(
      `CREATE TRIGGER sumar_pendiente_${evento.toLowerCase()} AFTER ${evento} ON entregas ${tablas} FOR EACH STATEMENT EXECUTE FUNCTION sumar_pendiente()`,
    );
  }
  await knex.raw(registrarZona(REGISTRAR_PENDIENTE));
  await knex.raw(`
    INSERT INTO pendiente_por_dia (zona, dia, franja, pendiente)
    SELECT z.zona, (t.fecha AT TIME ZONE z.zona)::date, 0, sum(${PENDIENTE}) FROM entregas t CROSS JOIN zonas_de_ventas z GROUP BY 1, 2`);
  await tipos(knex, [...TIPOS, 'saldo_inicial']);
  await knex.raw('ALTER TABLE entregas ALTER COLUMN pedido_id DROP NOT NULL');
  await knex.raw('ALTER TABLE clientes ADD COLUMN con_saldo boolean GENERATED ALWAYS AS (saldo <> 0) STORED');
  await dejarDeContar(knex, 'clientes');
  await contar(knex, 'clientes', ['active', 'con_saldo']);
  await contar(knex, 'cobros', ['anulado']);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(registrarZona());
  for (const [evento] of TRANSICIONES) await knex.raw(`DROP TRIGGER sumar_pendiente_${evento.toLowerCase()} ON entregas`);
  await knex.raw('DROP FUNCTION sumar_pendiente()');
  await knex.raw('DROP TABLE pendiente_por_dia');
  await dejarDeContar(knex, 'cobros');
  await dejarDeContar(knex, 'clientes');
  await contar(knex, 'clientes', ['active']);
  await knex.raw('ALTER TABLE clientes DROP COLUMN con_saldo');
  // Fails while an opening balance exists: the ledger is never rewritten.
  await knex.raw('ALTER TABLE entregas ALTER COLUMN pedido_id SET NOT NULL');
  await tipos(knex, TIPOS);
}
