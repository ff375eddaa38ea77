import type { Knex } from 'knex';

// Issue 44: a CUIT names one taxpayer, so it is unique among clients and among suppliers (a client and a supplier
// may share one: the same company buys and sells). Partial unique indexes: many records have none. Until now only an
// import refused a repeated CUIT (docs/decisiones.md, 83 and 89), and a check before an insert lets two concurrent
// writes pass. Rows that already repeat a CUIT stop the migration with their list: it never chooses which to keep.

const TABLAS = [
  { tabla: 'clientes', id: 'cliente_id', plural: 'clientes' },
  { tabla: 'proveedores', id: 'proveedor_id', plural: 'proveedores' },
];

export async function up(knex: Knex): Promise<void> {
  const repetidos: string[] = [];
  for (const { tabla, id, plural } of TABLAS) {
    const filas: { cuit: string; ids: string }[] = await knex(tabla)
      .whereNotNull('cuit')
      .groupBy('cuit')
      .havingRaw('count(*) > 1')
      .orderBy('cuit')
      .select('cuit', knex.raw(`string_agg(${id}::text, ', ' ORDER BY ${id}) AS ids`));
    repetidos.push(...filas.map((f) => `CUIT ${f.cuit}: ${plural} ${f.ids}`));
  }
  if (repetidos.length > 0) {
    throw new Error(
      `No se puede hacer único el CUIT: estos se repiten (${repetidos.join('; ')}). Corrija o borre el CUIT repetido de cada registro y vuelva a iniciar.`,
    );
  }
  for (const { tabla } of TABLAS) await knex.raw(`CREATE UNIQUE INDEX ${tabla}_cuit_unico ON ${tabla} (cuit) WHERE cuit IS NOT NULL`);
}

export async function down(knex: Knex): Promise<void> {
  for (const { tabla } of TABLAS) await knex.raw(`DROP INDEX ${tabla}_cuit_unico`);
}
