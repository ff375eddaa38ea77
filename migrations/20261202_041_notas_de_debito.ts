import type { Knex } from 'knex';

// Notas de débito (issue 45, decision 100): a note against an authorized Factura whose lines are concepts (interest,
// freight, a price difference), no product; once ARCA authorizes it, the client owes its total as a receivable of no
// order that names the note (entregas.comprobante_id), so payments cover it and receivables age it.

const TIPOS_CUENTA = ['entrega', 'anulacion_entrega', 'cobro', 'anulacion_cobro', 'saldo_inicial', 'nota_credito'];
const lista = (valores: string[]) => valores.map((v) => `'${v}'`).join(', ');

async function tiposDeCuenta(knex: Knex, tipos: string[]) {
  await knex.raw('ALTER TABLE movimientos_cuenta DROP CONSTRAINT movimientos_cuenta_tipo_check');
  await knex.raw(`ALTER TABLE movimientos_cuenta ADD CONSTRAINT movimientos_cuenta_tipo_check CHECK (tipo IN (${lista(tipos)}))`);
}

async function notaAsociada(knex: Knex, condicion: string) {
  await knex.raw('ALTER TABLE comprobantes DROP CONSTRAINT comprobantes_nota_asociada_check');
  await knex.raw(`ALTER TABLE comprobantes ADD CONSTRAINT comprobantes_nota_asociada_check CHECK (${condicion})`);
}

export async function up(knex: Knex): Promise<void> {
  // Every note names its invoice; only a credit note has a class (a return or a price correction).
  await notaAsociada(knex, "(tipo = 'Factura') = (comprobante_asociado_id IS NULL) AND (tipo = 'Nota de crédito') = (clase IS NOT NULL)");
  await knex.raw('ALTER TABLE comprobante_lineas ALTER COLUMN producto_id DROP NOT NULL');
  await knex.schema.alterTable('entregas', (t) => {
    t.integer('comprobante_id').references('comprobantes.comprobante_id');
  });
  await tiposDeCuenta(knex, [...TIPOS_CUENTA, 'nota_debito']);
}

export async function down(knex: Knex): Promise<void> {
  await tiposDeCuenta(knex, TIPOS_CUENTA);
  await knex.schema.alterTable('entregas', (t) => {
    t.dropColumn('comprobante_id');
  });
  await knex.raw('ALTER TABLE comprobante_lineas ALTER COLUMN producto_id SET NOT NULL');
  await notaAsociada(knex, "(tipo = 'Nota de crédito') = (comprobante_asociado_id IS NOT NULL AND clase IS NOT NULL)");
}
