import type { Knex } from 'knex';

// Issue 34: route sheets (hojas de ruta), the driver's stops and proof of delivery.
//
// Weights and capacities: productos.peso_kg (kg of one unit; 0 while unknown, which weighs nothing),
// vehiculos.capacidad_kg (null while unknown: the sheet's load is then not checked) and usuarios.chofer
// (a driver, whatever the role).
//
// hojas_de_ruta: a day, a vehicle and a driver, Planificada -> En curso -> Cerrada. paradas: its orders in
// order (posicion). A stop "holds" its order (retiene) while its sheet is open and it did not fail: the
// partial unique index makes one open sheet per order a rule of the database, and a failed stop frees the
// order at once, so it can be planned again. A stop keeps its planned kg (kg) and, once resolved, what was
// delivered (kg_entregados), the signature and photo, the cash collected (its payment) and why it failed.
//
// detalle_pedidos.cantidad_pedida: the quantity ordered, kept when a partial delivery set cantidad to what
// was delivered (which may then be 0; an order is still placed with cantidad > 0).
//
// idempotencia: the answer of each stop action by its Idempotency-Key, so a replay answers it again.

const ESTADOS_HOJA = ['Planificada', 'En curso', 'Cerrada'];
const RESULTADOS = ['entregado', 'parcial', 'no_entregado'];
const MOTIVOS_FALLA = ['cliente_ausente', 'rechazado', 'direccion_incorrecta', 'otro'];
const MOTIVOS_STOCK = [
  'stock_inicial',
  'ajuste',
  'venta',
  'cancelacion_venta',
  'reactivacion_venta',
  'recepcion_proveedor',
  'anulacion_recepcion',
];
const ENTIDADES = ['clientes', 'productos', 'proveedores', 'vehiculos', 'pedidos', 'pedidos-proveedores', 'usuarios', 'cobros'];
const PARTES = ['documentos', 'mantenimientos', 'kilometraje', 'combustible'];
const lista = (valores: string[]) => valores.map((v) => `'${v}'`).join(', ');

async function checks(knex: Knex, motivos: string[], entidades: string[], partes: string[]) {
  for (const [tabla, nombre, sql] of [
    ['movimientos_stock', 'movimientos_stock_motivo_check', `motivo IN (${lista(motivos)})`],
    ['auditoria', 'auditoria_entidad_check', `entidad IN (${lista(entidades)})`],
    ['auditoria', 'auditoria_parte_check', `parte IS NULL OR parte IN (${lista(partes)})`],
  ]) {
    await knex.raw(`ALTER TABLE ${tabla} DROP CONSTRAINT ${nombre}`);
    await knex.raw(`ALTER TABLE ${tabla} ADD CONSTRAINT ${nombre} CHECK (${sql})`);
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('productos', (t) => {
    t.decimal('peso_kg', 10, 3).notNullable().defaultTo(0);
    t.check('peso_kg >= 0', [], 'productos_peso_kg_check');
  });
  await knex.schema.alterTable('vehiculos', (t) => {
    t.integer('capacidad_kg');
    t.check('capacidad_kg IS NULL OR capacidad_kg > 0', [], 'vehiculos_capacidad_kg_check');
  });
  await knex.schema.alterTable('usuarios', (t) => {
    t.boolean('chofer').notNullable().defaultTo(false);
  });
  await knex.raw('ALTER TABLE detalle_pedidos DROP CONSTRAINT detalle_pedidos_cantidad_check');
  await knex.schema.alterTable('detalle_pedidos', (t) => {
    t.integer('cantidad_pedida');
    t.check('cantidad > 0 OR (cantidad = 0 AND cantidad_pedida IS NOT NULL)', [], 'detalle_pedidos_cantidad_check');
    t.check('cantidad_pedida IS NULL OR cantidad_pedida > cantidad', [], 'detalle_pedidos_cantidad_pedida_check');
  });

  await knex.schema.createTable('hojas_de_ruta', (t) => {
    t.increments('hoja_id').primary();
    t.date('fecha').notNullable();
    t.integer('vehiculo_id').notNullable().references('vehiculos.vehiculo_id');
    t.integer('chofer_id').notNullable().references('usuarios.usuario_id');
    t.string('estado', 20).notNullable().defaultTo('Planificada');
    t.text('observaciones');
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    t.timestamp('iniciada_en', { useTz: true });
    t.timestamp('cerrada_en', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`estado IN (${lista(ESTADOS_HOJA)})`, [], 'hojas_de_ruta_estado_check');
  });
  // The list: newest day first, over everything or by state.
  await knex.raw('CREATE INDEX hojas_de_ruta_fecha ON hojas_de_ruta (fecha DESC, hoja_id DESC)');
  // One open sheet per vehicle and day, and per driver and day (the driver's phone shows one).
  await knex.raw("CREATE UNIQUE INDEX hojas_de_ruta_vehiculo_dia ON hojas_de_ruta (vehiculo_id, fecha) WHERE estado <> 'Cerrada'");
  await knex.raw("CREATE UNIQUE INDEX hojas_de_ruta_chofer_dia ON hojas_de_ruta (chofer_id, fecha) WHERE estado <> 'Cerrada'");

  await knex.schema.createTable('paradas', (t) => {
    t.increments('parada_id').primary();
    t.integer('hoja_id').notNullable().references('hojas_de_ruta.hoja_id');
    t.integer('pedido_id').notNullable().references('pedidos.pedido_id');
    t.integer('posicion').notNullable();
    t.decimal('kg', 12, 3).notNullable().defaultTo(0);
    t.boolean('retiene').notNullable().defaultTo(true);
    t.string('resultado', 20);
    t.string('motivo_falla', 30);
    t.text('comentario');
    t.decimal('kg_entregados', 12, 3);
    t.binary('firma');
    t.binary('foto');
    t.string('foto_tipo', 30);
    t.integer('cobro_id').references('cobros.cobro_id');
    t.integer('usuario_id').references('usuarios.usuario_id');
    t.timestamp('resuelta_en', { useTz: true });
    t.check('posicion > 0', [], 'paradas_posicion_check');
    t.check(`resultado IS NULL OR resultado IN (${lista(RESULTADOS)})`, [], 'paradas_resultado_check');
    t.check(
      `(resultado = 'no_entregado') = (motivo_falla IS NOT NULL) AND (motivo_falla IS NULL OR motivo_falla IN (${lista(MOTIVOS_FALLA)}))`,
      [],
      'paradas_motivo_falla_check',
    );
    t.check("(resultado IN ('entregado', 'parcial')) = (firma IS NOT NULL)", [], 'paradas_firma_check');
    t.check("resultado <> 'no_entregado' OR NOT retiene", [], 'paradas_retiene_check');
    t.unique(['hoja_id', 'posicion'], { indexName: 'paradas_hoja_posicion', deferrable: 'deferred' });
  });
  // One open sheet per order: only the stops that hold their order.
  await knex.raw('CREATE UNIQUE INDEX paradas_pedido_retenido ON paradas (pedido_id) WHERE retiene');
  await knex.raw('CREATE INDEX paradas_pedido ON paradas (pedido_id)');

  await knex.schema.createTable('idempotencia', (t) => {
    t.string('clave', 100).primary();
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    t.string('operacion', 100).notNullable();
    t.jsonb('respuesta').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // The stops' candidates: open orders, oldest first, without reading the closed ones.
  await knex.raw("CREATE INDEX pedidos_a_repartir ON pedidos (fecha_pedido, pedido_id) WHERE estado IN ('Pendiente', 'En Proceso')");

  await checks(knex, [...MOTIVOS_STOCK, 'devolucion'], [...ENTIDADES, 'hojas-de-ruta'], [...PARTES, 'paradas']);
}

export async function down(knex: Knex): Promise<void> {
  await checks(knex, MOTIVOS_STOCK, ENTIDADES, PARTES);
  await knex.raw('DROP INDEX IF EXISTS pedidos_a_repartir');
  for (const tabla of ['idempotencia', 'paradas', 'hojas_de_ruta']) await knex.schema.dropTable(tabla);
  await knex.schema.alterTable('detalle_pedidos', (t) => {
    t.dropChecks(['detalle_pedidos_cantidad_check', 'detalle_pedidos_cantidad_pedida_check']);
    t.dropColumn('cantidad_pedida');
    t.check('cantidad > 0', [], 'detalle_pedidos_cantidad_check');
  });
  await knex.schema.alterTable('usuarios', (t) => t.dropColumn('chofer'));
  await knex.schema.alterTable('vehiculos', (t) => {
    t.dropChecks(['vehiculos_capacidad_kg_check']);
    t.dropColumn('capacidad_kg');
  });
  await knex.schema.alterTable('productos', (t) => {
    t.dropChecks(['productos_peso_kg_check']);
    t.dropColumn('peso_kg');
  });
}
