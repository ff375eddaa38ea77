import type { Knex } from 'knex';

export const ROLES = ['Empleado', 'Supervisor', 'Administrador'] as const;
export const ESTADOS_PEDIDO = ['Pendiente', 'En Proceso', 'Completado', 'Cancelado'] as const;
export const ESTADOS_PEDIDO_PROVEEDOR = ['Pendiente', 'Recibido', 'Cancelado'] as const;
export const TIPOS_DOCUMENTO = ['VTV', 'Seguro', 'Cédula Verde', 'Cédula Azul', 'Patente', 'RTO', 'Otro'] as const;
export const MOTIVOS_MOVIMIENTO = [
  'stock_inicial',
  'ajuste',
  'venta',
  'cancelacion_venta',
  'reactivacion_venta',
  'recepcion_proveedor',
  'anulacion_recepcion',
] as const;

const inList = (column: string, values: readonly string[]) => `${column} IN (${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`;

function timestamps(t: Knex.CreateTableBuilder, knex: Knex) {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('usuarios', (t) => {
    t.increments('usuario_id').primary();
    t.string('nombre', 100).notNullable();
    t.string('apellido', 100).notNullable();
    t.string('telefono', 50).notNullable();
    t.string('direccion', 200).notNullable();
    t.string('email', 150).notNullable();
    t.string('nombre_usuario', 50).notNullable();
    t.string('contrasena_hash', 100).notNullable();
    t.string('rol', 20).notNullable().defaultTo('Empleado');
    t.boolean('active').notNullable().defaultTo(true);
    // Tokens issued before this instant stop working (password or role change).
    t.timestamp('tokens_validos_desde', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    timestamps(t, knex);
    t.check(inList('rol', ROLES), [], 'usuarios_rol_check');
  });
  await knex.raw('CREATE UNIQUE INDEX usuarios_nombre_usuario_unico ON usuarios (lower(nombre_usuario))');
  await knex.raw('CREATE UNIQUE INDEX usuarios_email_unico ON usuarios (lower(email))');

  await knex.schema.createTable('clientes', (t) => {
    t.increments('cliente_id').primary();
    t.string('nombre', 100).notNullable();
    t.string('apellido', 100).notNullable();
    t.string('telefono', 50).notNullable();
    t.string('direccion', 200).notNullable();
    t.string('email', 150).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(t, knex);
    t.index(['active', 'nombre'], 'clientes_active_nombre');
  });

  await knex.schema.createTable('productos', (t) => {
    t.increments('producto_id').primary();
    t.string('nombre', 150).notNullable();
    t.text('descripcion').notNullable().defaultTo('');
    t.decimal('precio', 12, 2).notNullable();
    t.integer('stock').notNullable().defaultTo(0);
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(t, knex);
    t.check('precio >= 0', [], 'productos_precio_check');
    t.check('stock >= 0', [], 'productos_stock_check');
    t.index(['active', 'nombre'], 'productos_active_nombre');
    t.index(['active', 'stock'], 'productos_active_stock');
  });

  await knex.schema.createTable('proveedores', (t) => {
    t.increments('proveedor_id').primary();
    t.string('nombre', 150).notNullable();
    t.string('telefono', 50).notNullable();
    t.string('direccion', 200).notNullable();
    t.string('email', 150).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(t, knex);
    t.index(['active', 'nombre'], 'proveedores_active_nombre');
  });

  await knex.schema.createTable('vehiculos', (t) => {
    t.increments('vehiculo_id').primary();
    t.string('patente', 20).notNullable().unique('vehiculos_patente_unica');
    t.string('marca', 50).notNullable();
    t.string('modelo', 50).notNullable();
    t.integer('anio').notNullable();
    t.string('numero_chasis', 50);
    t.string('numero_motor', 50);
    t.integer('kilometraje_actual').notNullable().defaultTo(0);
    t.integer('ultimo_cambio_aceite').notNullable().defaultTo(0);
    t.integer('intervalo_cambio_aceite').notNullable().defaultTo(10000);
    t.integer('ultimo_cambio_correa').notNullable().defaultTo(0);
    t.integer('intervalo_cambio_correa').notNullable().defaultTo(60000);
    t.boolean('disponible').notNullable().defaultTo(true);
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('fecha_creacion', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('patente = upper(patente)', [], 'vehiculos_patente_mayusculas');
    t.check('anio >= 1900', [], 'vehiculos_anio_check');
    t.check('kilometraje_actual >= 0 AND ultimo_cambio_aceite >= 0 AND ultimo_cambio_correa >= 0', [], 'vehiculos_km_check');
    t.check('intervalo_cambio_aceite > 0 AND intervalo_cambio_correa > 0', [], 'vehiculos_intervalos_check');
    t.index(['active', 'disponible'], 'vehiculos_active_disponible');
    t.index(['marca'], 'vehiculos_marca');
    t.index(['fecha_creacion'], 'vehiculos_fecha_creacion');
  });

  await knex.schema.createTable('pedidos', (t) => {
    t.increments('pedido_id').primary();
    t.integer('cliente_id').notNullable().references('clientes.cliente_id');
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    t.integer('vehiculo_id').references('vehiculos.vehiculo_id');
    t.timestamp('fecha_pedido', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('estado', 20).notNullable().defaultTo('Pendiente');
    t.decimal('precio_total', 14, 2).notNullable().defaultTo(0);
    t.check(inList('estado', ESTADOS_PEDIDO), [], 'pedidos_estado_check');
    t.check('precio_total >= 0', [], 'pedidos_precio_total_check');
    t.index(['fecha_pedido'], 'pedidos_fecha');
    t.index(['estado', 'fecha_pedido'], 'pedidos_estado_fecha');
    t.index(['cliente_id', 'fecha_pedido'], 'pedidos_cliente_fecha');
    t.index(['usuario_id'], 'pedidos_usuario');
    t.index(['vehiculo_id'], 'pedidos_vehiculo');
  });

  await knex.schema.createTable('detalle_pedidos', (t) => {
    t.increments('detalle_id').primary();
    t.integer('pedido_id').notNullable().references('pedidos.pedido_id');
    t.integer('producto_id').notNullable().references('productos.producto_id');
    t.decimal('precio_unitario', 12, 2).notNullable();
    t.integer('cantidad').notNullable();
    t.check('cantidad > 0', [], 'detalle_pedidos_cantidad_check');
    t.check('precio_unitario >= 0', [], 'detalle_pedidos_precio_check');
    t.index(['pedido_id'], 'detalle_pedidos_pedido');
    t.index(['producto_id'], 'detalle_pedidos_producto');
  });

  await knex.schema.createTable('historial_pedidos', (t) => {
    t.increments('historial_id').primary();
    t.integer('pedido_id').notNullable().references('pedidos.pedido_id');
    t.string('estado_anterior', 20);
    t.string('estado_nuevo', 20).notNullable();
    t.timestamp('fecha_actualiza_estado', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('comentarios');
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    t.check(`estado_anterior IS NULL OR ${inList('estado_anterior', ESTADOS_PEDIDO)}`, [], 'historial_pedidos_anterior_check');
    t.check(inList('estado_nuevo', ESTADOS_PEDIDO), [], 'historial_pedidos_nuevo_check');
    t.index(['fecha_actualiza_estado'], 'historial_pedidos_fecha');
    t.index(['estado_nuevo', 'fecha_actualiza_estado'], 'historial_pedidos_estado_fecha');
    t.index(['pedido_id'], 'historial_pedidos_pedido');
  });

  await knex.schema.createTable('pedidos_proveedores', (t) => {
    t.increments('pedido_proveedor_id').primary();
    t.integer('proveedor_id').notNullable().references('proveedores.proveedor_id');
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    t.timestamp('fecha_pedido', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('estado', 20).notNullable().defaultTo('Pendiente');
    t.check(inList('estado', ESTADOS_PEDIDO_PROVEEDOR), [], 'pedidos_proveedores_estado_check');
    t.index(['fecha_pedido'], 'pedidos_proveedores_fecha');
    t.index(['estado', 'fecha_pedido'], 'pedidos_proveedores_estado_fecha');
    t.index(['proveedor_id', 'fecha_pedido'], 'pedidos_proveedores_proveedor_fecha');
  });

  await knex.schema.createTable('detalle_pedido_proveedores', (t) => {
    t.increments('detalle_pedido_proveedor_id').primary();
    t.integer('pedido_proveedor_id').notNullable().references('pedidos_proveedores.pedido_proveedor_id');
    t.integer('producto_id').notNullable().references('productos.producto_id');
    t.integer('cantidad').notNullable();
    t.decimal('precio_unitario', 12, 2).notNullable();
    t.check('cantidad > 0', [], 'detalle_pedido_proveedores_cantidad_check');
    t.check('precio_unitario > 0', [], 'detalle_pedido_proveedores_precio_check');
    t.index(['pedido_proveedor_id'], 'detalle_pedido_proveedores_pedido');
    t.index(['producto_id'], 'detalle_pedido_proveedores_producto');
  });

  await knex.schema.createTable('historial_pedidos_proveedores', (t) => {
    t.increments('historial_id').primary();
    t.integer('pedido_proveedor_id').notNullable().references('pedidos_proveedores.pedido_proveedor_id');
    t.string('estado_anterior', 20);
    t.string('estado_nuevo', 20).notNullable();
    t.timestamp('fecha_actualiza_estado', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('comentarios');
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    t.check(`estado_anterior IS NULL OR ${inList('estado_anterior', ESTADOS_PEDIDO_PROVEEDOR)}`, [], 'historial_pp_anterior_check');
    t.check(inList('estado_nuevo', ESTADOS_PEDIDO_PROVEEDOR), [], 'historial_pp_nuevo_check');
    t.index(['fecha_actualiza_estado'], 'historial_pp_fecha');
    t.index(['estado_nuevo', 'fecha_actualiza_estado'], 'historial_pp_estado_fecha');
    t.index(['pedido_proveedor_id'], 'historial_pp_pedido');
  });

  // The ledger: a product's stock always equals the sum of its moves.
  await knex.schema.createTable('movimientos_stock', (t) => {
    t.bigIncrements('movimiento_id').primary();
    t.integer('producto_id').notNullable().references('productos.producto_id');
    t.integer('cantidad').notNullable();
    t.string('motivo', 30).notNullable();
    t.integer('pedido_id').references('pedidos.pedido_id');
    t.integer('pedido_proveedor_id').references('pedidos_proveedores.pedido_proveedor_id');
    t.integer('usuario_id').references('usuarios.usuario_id');
    t.timestamp('fecha', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('cantidad <> 0', [], 'movimientos_stock_cantidad_check');
    t.check(inList('motivo', MOTIVOS_MOVIMIENTO), [], 'movimientos_stock_motivo_check');
    t.index(['producto_id', 'fecha'], 'movimientos_stock_producto_fecha');
    t.index(['pedido_id'], 'movimientos_stock_pedido');
    t.index(['pedido_proveedor_id'], 'movimientos_stock_pedido_proveedor');
  });

  await knex.schema.createTable('documentos_vehiculo', (t) => {
    t.increments('documento_id').primary();
    t.integer('vehiculo_id').notNullable().references('vehiculos.vehiculo_id');
    t.string('tipo_documento', 30).notNullable();
    t.string('numero_documento', 100).notNullable();
    t.date('fecha_emision').notNullable();
    t.date('fecha_vencimiento').notNullable();
    t.text('notas');
    t.string('archivo_url', 500);
    t.boolean('revisado').notNullable().defaultTo(false);
    t.text('comentario_revision');
    timestamps(t, knex);
    t.check(inList('tipo_documento', TIPOS_DOCUMENTO), [], 'documentos_vehiculo_tipo_check');
    t.index(['vehiculo_id'], 'documentos_vehiculo_vehiculo');
    t.index(['revisado', 'fecha_vencimiento'], 'documentos_vehiculo_alertas');
  });

  await knex.schema.createTable('registros_kilometraje', (t) => {
    t.increments('registro_id').primary();
    t.integer('vehiculo_id').notNullable().references('vehiculos.vehiculo_id');
    t.integer('kilometraje').notNullable();
    t.timestamp('fecha_registro', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('usuario_id').references('usuarios.usuario_id');
    t.check('kilometraje >= 0', [], 'registros_kilometraje_km_check');
    t.index(['vehiculo_id', 'fecha_registro'], 'registros_kilometraje_vehiculo_fecha');
  });

  await knex.schema.createTable('mantenimientos', (t) => {
    t.increments('mantenimiento_id').primary();
    t.integer('vehiculo_id').notNullable().references('vehiculos.vehiculo_id');
    t.string('tipo_mantenimiento', 50).notNullable();
    t.text('descripcion');
    t.integer('kilometraje').notNullable();
    t.decimal('costo', 12, 2).notNullable().defaultTo(0);
    t.date('fecha_realizacion').notNullable();
    t.string('proveedor', 150);
    t.text('notas');
    t.integer('usuario_id').references('usuarios.usuario_id');
    timestamps(t, knex);
    t.check('kilometraje >= 0', [], 'mantenimientos_km_check');
    t.check('costo >= 0', [], 'mantenimientos_costo_check');
    t.index(['vehiculo_id', 'fecha_realizacion'], 'mantenimientos_vehiculo_fecha');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'mantenimientos',
    'registros_kilometraje',
    'documentos_vehiculo',
    'movimientos_stock',
    'historial_pedidos_proveedores',
    'detalle_pedido_proveedores',
    'pedidos_proveedores',
    'historial_pedidos',
    'detalle_pedidos',
    'pedidos',
    'vehiculos',
    'proveedores',
    'productos',
    'clientes',
    'usuarios',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
