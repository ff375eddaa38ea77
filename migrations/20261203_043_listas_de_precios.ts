import type { Knex } from 'knex';

// Issue 47, price lists (docs/decisiones.md 103): a list is a percentage over or under the products' base price (the
// "Lista general" is the one at 0 %, the list of every client without one) or explicit prices per product (a product
// it does not name keeps its base price), each with its rounding; any list may give quantity breaks per product (from
// N units, a price or a percentage less). A client has one list. An order line keeps what priced it: the list and its
// name, the break, the list's price, the line's discount; its PrecioUnitario is the final price, so the order's total
// stays Σ quantity × final price and no later change of a list touches it.

// The trail names the lists too.
const ENTIDADES_ANTES = [
  'clientes',
  'productos',
  'proveedores',
  'vehiculos',
  'pedidos',
  'pedidos-proveedores',
  'usuarios',
  'cobros',
  'hojas-de-ruta',
  'comprobantes',
  'categorias',
  'aumentos-precio',
];
const lista = (valores: string[]) => valores.map((v) => `'${v}'`).join(', ');
async function entidadesAuditadas(knex: Knex, entidades: string[]) {
  await knex.raw('ALTER TABLE auditoria DROP CONSTRAINT auditoria_entidad_check');
  await knex.raw(`ALTER TABLE auditoria ADD CONSTRAINT auditoria_entidad_check CHECK (entidad IN (${lista(entidades)}))`);
}

export async function up(knex: Knex): Promise<void> {
  await entidadesAuditadas(knex, [...ENTIDADES_ANTES, 'listas-precio']);
  await knex.schema.createTable('listas_precio', (t) => {
    t.increments('lista_id').primary();
    t.string('nombre', 80).notNullable();
    t.string('tipo', 20).notNullable();
    t.decimal('porcentaje', 7, 2).notNullable().defaultTo(0);
    t.decimal('redondeo', 12, 2).notNullable().defaultTo(0.01);
    t.boolean('es_general').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamps(true, true);
    t.check("tipo IN ('porcentaje', 'precios')", [], 'listas_precio_tipo_check');
    // The general list is the base prices themselves.
    t.check("NOT es_general OR (tipo = 'porcentaje' AND porcentaje = 0)", [], 'listas_precio_general_check');
  });
  await knex.raw('ALTER TABLE listas_precio ADD COLUMN busqueda text GENERATED ALWAYS AS (lower(nombre)) STORED');
  await knex.raw('CREATE UNIQUE INDEX listas_precio_nombre_unico ON listas_precio (lower(nombre))');
  await knex.raw('CREATE UNIQUE INDEX listas_precio_una_general ON listas_precio (es_general) WHERE es_general');
  await knex('listas_precio').insert({ nombre: 'Lista general', tipo: 'porcentaje', porcentaje: 0, es_general: true });

  await knex.schema.createTable('listas_precio_items', (t) => {
    t.integer('lista_id').notNullable().references('listas_precio.lista_id').onDelete('CASCADE');
    t.integer('producto_id').notNullable().references('productos.producto_id');
    t.decimal('precio', 12, 2).notNullable();
    t.primary(['lista_id', 'producto_id']);
  });

  await knex.schema.createTable('listas_precio_escalas', (t) => {
    t.increments('escala_id').primary();
    t.integer('lista_id').notNullable().references('listas_precio.lista_id').onDelete('CASCADE');
    t.integer('producto_id').notNullable().references('productos.producto_id');
    t.integer('desde').notNullable();
    t.decimal('precio', 12, 2);
    t.decimal('porcentaje', 5, 2);
    t.unique(['lista_id', 'producto_id', 'desde'], { indexName: 'listas_precio_escalas_unica' });
    t.check('desde >= 2', [], 'listas_precio_escalas_desde_check');
    t.check('(precio IS NULL) <> (porcentaje IS NULL)', [], 'listas_precio_escalas_una_regla_check');
  });

  await knex.schema.alterTable('clientes', (t) => {
    t.integer('lista_precio_id').references('listas_precio.lista_id');
  });

  await knex.schema.alterTable('detalle_pedidos', (t) => {
    t.integer('lista_precio_id').references('listas_precio.lista_id');
    t.string('lista_nombre', 80);
    t.decimal('precio_lista', 12, 2);
    t.integer('escala_desde');
    t.decimal('descuento', 5, 2).notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('auditoria').where({ entidad: 'listas-precio' }).delete();
  await entidadesAuditadas(knex, ENTIDADES_ANTES);
  await knex.schema.alterTable('detalle_pedidos', (t) => {
    t.dropColumn('descuento');
    t.dropColumn('escala_desde');
    t.dropColumn('precio_lista');
    t.dropColumn('lista_nombre');
    t.dropColumn('lista_precio_id');
  });
  await knex.schema.alterTable('clientes', (t) => {
    t.dropColumn('lista_precio_id');
  });
  await knex.schema.dropTable('listas_precio_escalas');
  await knex.schema.dropTable('listas_precio_items');
  await knex.schema.dropTable('listas_precio');
}
