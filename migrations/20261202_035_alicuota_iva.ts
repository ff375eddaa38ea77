import type { Knex } from 'knex';

// Issue 45: the IVA rate each product is sold at, for the invoices ARCA authorizes. Prices stay final (IVA
// included), so no amount changes; every existing product takes the general rate, 21 %. The values are the
// rates of dominio/facturacion.ts (ALICUOTAS_IVA), written here as they were on this day: a migration is frozen.

const ALICUOTAS = ['21', '10.5', '27', '5', '2.5', '0', 'Exento'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE productos ADD COLUMN alicuota_iva text NOT NULL DEFAULT '21'
    CONSTRAINT productos_alicuota_iva_valida CHECK (alicuota_iva IN (${ALICUOTAS.map((a) => `'${a}'`).join(', ')}))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE productos DROP COLUMN alicuota_iva');
}
