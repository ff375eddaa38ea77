import type { Knex } from 'knex';

// Issue 47, prices (docs/decisiones.md, 102): products get a category from an editable list (what an increase
// chooses), every price a product has had is kept in precios_historial (who, when, old, new, from what), and a
// price increase (aumentos_precio) is one row that names what it covers, how it changes the prices and from which
// business day, applied in one go on that day, and undone as a whole.

const CATEGORIAS = ['Carbón', 'Leña', 'Briquetas', 'Accesorios'];

// The trail names the categories and the increases too.
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
];
const lista = (valores: string[]) => valores.map((v) => `'${v}'`).join(', ');
async function entidadesAuditadas(knex: Knex, entidades: string[]) {
  await knex.raw('ALTER TABLE auditoria DROP CONSTRAINT auditoria_entidad_check');
  await knex.raw(`ALTER TABLE auditoria ADD CONSTRAINT auditoria_entidad_check CHECK (entidad IN (${lista(entidades)}))`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('categorias_producto', (t) => {
    t.increments('categoria_id').primary();
    t.string('nombre', 60).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.integer('version').notNullable().defaultTo(1);
    t.timestamps(true, true);
  });
  await knex.raw('ALTER TABLE categorias_producto ADD COLUMN busqueda text GENERATED ALWAYS AS (lower(nombre)) STORED');
  await knex.raw('CREATE UNIQUE INDEX categorias_producto_nombre_unico ON categorias_producto (lower(nombre))');
  await knex('categorias_producto').insert(CATEGORIAS.map((nombre) => ({ nombre })));

  await knex.schema.alterTable('productos', (t) => {
    t.integer('categoria_id').references('categorias_producto.categoria_id');
    t.index(['categoria_id'], 'productos_categoria');
  });

  await knex.schema.createTable('aumentos_precio', (t) => {
    t.increments('aumento_id').primary();
    t.string('alcance', 20).notNullable();
    t.integer('categoria_id').references('categorias_producto.categoria_id');
    t.integer('proveedor_id').references('proveedores.proveedor_id');
    t.specificType('producto_ids', 'integer[]');
    t.string('modo', 20).notNullable();
    t.decimal('valor', 12, 2).notNullable();
    t.decimal('redondeo', 12, 2).notNullable();
    t.date('vigente_desde').notNullable();
    t.string('estado', 20).notNullable();
    t.integer('productos');
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    t.timestamp('creado_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('aplicado_at', { useTz: true });
    t.timestamp('deshecho_at', { useTz: true });
    t.integer('deshecho_por').references('usuarios.usuario_id');
    t.integer('version').notNullable().defaultTo(1);
    t.check("alcance IN ('todos', 'categoria', 'proveedor', 'seleccion')", [], 'aumentos_precio_alcance_check');
    t.check("modo IN ('porcentaje', 'monto')", [], 'aumentos_precio_modo_check');
    t.check("estado IN ('Programado', 'Aplicado', 'Deshecho')", [], 'aumentos_precio_estado_check');
  });
  // The scheduled ones that are due: what the first request of each business day looks for.
  await knex.raw("CREATE INDEX aumentos_precio_programados ON aumentos_precio (vigente_desde) WHERE estado = 'Programado'");

  await knex.schema.createTable('precios_historial', (t) => {
    t.bigIncrements('historial_id').primary();
    t.integer('producto_id').notNullable().references('productos.producto_id');
    t.decimal('precio_anterior', 12, 2);
    t.decimal('precio_nuevo', 12, 2).notNullable();
    t.string('origen', 20).notNullable();
    t.integer('aumento_id').references('aumentos_precio.aumento_id');
    t.integer('usuario_id').references('usuarios.usuario_id');
    t.timestamp('momento', { useTz: true }).notNullable();
    t.check("origen IN ('alta', 'edicion', 'importacion', 'aumento', 'deshacer')", [], 'precios_historial_origen_check');
  });
  await knex.raw('CREATE INDEX precios_historial_producto ON precios_historial (producto_id, momento DESC, historial_id DESC)');
  await knex.raw('CREATE INDEX precios_historial_aumento ON precios_historial (aumento_id) WHERE aumento_id IS NOT NULL');
  // Every product's price so far, as its first entry: the history starts with what the product costs today.
  await knex.raw(
    "INSERT INTO precios_historial (producto_id, precio_anterior, precio_nuevo, origen, momento) SELECT producto_id, NULL, precio, 'alta', created_at FROM productos",
  );
  await entidadesAuditadas(knex, [...ENTIDADES_ANTES, 'categorias', 'aumentos-precio']);
}

export async function down(knex: Knex): Promise<void> {
  await knex('auditoria').whereIn('entidad', ['categorias', 'aumentos-precio']).delete();
  await entidadesAuditadas(knex, ENTIDADES_ANTES);
  await knex.schema.dropTable('precios_historial');
  await knex.schema.dropTable('aumentos_precio');
  await knex.schema.alterTable('productos', (t) => {
    t.dropIndex(['categoria_id'], 'productos_categoria');
    t.dropColumn('categoria_id');
  });
  await knex.schema.dropTable('categorias_producto');
}
