import type { Knex } from 'knex';

// Issue 45, decision 97: credit notes against an authorized Factura. A note names its invoice (comprobante_asociado_id),
// its class (a return, whose goods come back to stock, or a price correction) and why; each of its lines names the
// invoice line it credits (renglon_asociado), so what is left of every line is the invoice's minus its notes'. When
// ARCA authorizes a note, the client's account gets a credit move that names it (movimientos_cuenta.comprobante_id,
// type 'nota_credito') and a return's goods come back with their own motive ('devolucion_nota_credito').
// Lists as they are today (dominio/stock.ts, dominio/cuentas.ts): a migration is frozen.

const MOTIVOS_STOCK = [
  'stock_inicial',
  'ajuste',
  'venta',
  'cancelacion_venta',
  'reactivacion_venta',
  'recepcion_proveedor',
  'anulacion_recepcion',
  'devolucion',
];
const TIPOS_CUENTA = ['entrega', 'anulacion_entrega', 'cobro', 'anulacion_cobro', 'saldo_inicial'];
const lista = (valores: string[]) => valores.map((v) => `'${v}'`).join(', ');

async function checks(knex: Knex, motivos: string[], tipos: string[]) {
  for (const [tabla, nombre, sql] of [
    ['movimientos_stock', 'movimientos_stock_motivo_check', `motivo IN (${lista(motivos)})`],
    ['movimientos_cuenta', 'movimientos_cuenta_tipo_check', `tipo IN (${lista(tipos)})`],
  ]) {
    await knex.raw(`ALTER TABLE ${tabla} DROP CONSTRAINT ${nombre}`);
    await knex.raw(`ALTER TABLE ${tabla} ADD CONSTRAINT ${nombre} CHECK (${sql})`);
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('comprobantes', (t) => {
    t.integer('comprobante_asociado_id').references('comprobantes.comprobante_id');
    t.string('clase', 30);
    t.text('motivo');
    t.check("clase IS NULL OR clase IN ('Devolución', 'Corrección de precio')", [], 'comprobantes_clase_check');
    // A credit note names its invoice and its class; a Factura neither.
    t.check("(tipo = 'Nota de crédito') = (comprobante_asociado_id IS NOT NULL AND clase IS NOT NULL)", [], 'comprobantes_nota_asociada_check');
  });
  // An invoice's notes (its page, and what is left of it).
  await knex.raw('CREATE INDEX comprobantes_asociado ON comprobantes (comprobante_asociado_id) WHERE comprobante_asociado_id IS NOT NULL');
  await knex.schema.alterTable('comprobante_lineas', (t) => {
    t.integer('renglon_asociado');
  });
  await knex.schema.alterTable('movimientos_cuenta', (t) => {
    t.integer('comprobante_id').references('comprobantes.comprobante_id');
  });
  // A note credits the account once: its move is the only one that names it.
  await knex.raw('CREATE UNIQUE INDEX movimientos_cuenta_comprobante ON movimientos_cuenta (comprobante_id) WHERE comprobante_id IS NOT NULL');
  await checks(knex, [...MOTIVOS_STOCK, 'devolucion_nota_credito'], [...TIPOS_CUENTA, 'nota_credito']);
}

export async function down(knex: Knex): Promise<void> {
  await checks(knex, MOTIVOS_STOCK, TIPOS_CUENTA);
  await knex.raw('DROP INDEX movimientos_cuenta_comprobante');
  await knex.schema.alterTable('movimientos_cuenta', (t) => t.dropColumn('comprobante_id'));
  await knex.schema.alterTable('comprobante_lineas', (t) => t.dropColumn('renglon_asociado'));
  await knex.raw('DROP INDEX comprobantes_asociado');
  await knex.schema.alterTable('comprobantes', (t) => {
    t.dropChecks(['comprobantes_clase_check', 'comprobantes_nota_asociada_check']);
    t.dropColumn('motivo');
    t.dropColumn('clase');
    t.dropColumn('comprobante_asociado_id');
  });
}
