import type { Knex } from 'knex';

// Issue 35: client accounts (cuenta corriente), payments, credit limits and tax identity.
//
// movimientos_cuenta is the account's ledger, as movimientos_stock is the stock's: importe is signed
// (positive: the client owes more, a delivery; negative: a payment or a delivery undone) and saldo is the
// client's balance right after the move, written with the UPDATE of clientes.saldo that keeps the client's
// row locked to the end of the transaction, so a client's moves chain in movimiento_id order. Rows are
// never updated or deleted: a move is undone by another one.
//
// entregas: one row each time an order enters Completado (a delivery), with how much of it payments
// cover (cobrado); leaving Completado marks it anulada and gives its payments back. cobros: payments,
// with how much of each is applied (aplicado) to deliveries through imputaciones. An application that a
// void or an undone delivery gives back stays, with activa false. So, per client:
// saldo = sum(importe of the moves) = sum(open entregas' importe - cobrado) - sum(active cobros' importe - aplicado).
//
// clientes.limite_credito (null: no limit) and dias_credito; CUIT (11 digits, checked in dominio/fiscal.ts)
// and condicion_iva for clients and suppliers.

const CONDICIONES_IVA = ['Responsable Inscripto', 'Monotributista', 'Exento', 'Consumidor Final'];
const METODOS = ['efectivo', 'transferencia', 'cheque', 'otro'];
export const TIPOS = ['entrega', 'anulacion_entrega', 'cobro', 'anulacion_cobro'];
const ENTIDADES = ['clientes', 'productos', 'proveedores', 'vehiculos', 'pedidos', 'pedidos-proveedores', 'usuarios'];
const ACCIONES = [
  'crear',
  'modificar',
  'desactivar',
  'activar',
  'cambiar_estado',
  'ajustar_stock',
  'cambiar_contrasena',
  'desbloquear',
  'eliminar',
  'aprobar',
  'rechazar',
];
const lista = (valores: string[]) => valores.map((v) => `'${v}'`).join(', ');

async function checksDeAuditoria(knex: Knex, entidades: string[], acciones: string[]) {
  await knex.raw('ALTER TABLE auditoria DROP CONSTRAINT auditoria_entidad_check');
  await knex.raw('ALTER TABLE auditoria DROP CONSTRAINT auditoria_accion_check');
  await knex.raw(`ALTER TABLE auditoria ADD CONSTRAINT auditoria_entidad_check CHECK (entidad IN (${lista(entidades)}))`);
  await knex.raw(`ALTER TABLE auditoria ADD CONSTRAINT auditoria_accion_check CHECK (accion IN (${lista(acciones)}))`);
}

export async function up(knex: Knex): Promise<void> {
  for (const tabla of ['clientes', 'proveedores']) {
    await knex.schema.alterTable(tabla, (t) => {
      t.string('cuit', 11);
      t.string('condicion_iva', 30);
      t.check("cuit IS NULL OR cuit ~ '^[0-9]{11}$'", [], `${tabla}_cuit_check`);
      t.check(`condicion_iva IS NULL OR condicion_iva IN (${lista(CONDICIONES_IVA)})`, [], `${tabla}_condicion_iva_check`);
    });
  }
  await knex.schema.alterTable('clientes', (t) => {
    t.decimal('saldo', 14, 2).notNullable().defaultTo(0);
    t.decimal('limite_credito', 14, 2);
    t.integer('dias_credito').notNullable().defaultTo(30);
    t.check('limite_credito IS NULL OR limite_credito >= 0', [], 'clientes_limite_credito_check');
    t.check('dias_credito BETWEEN 0 AND 365', [], 'clientes_dias_credito_check');
  });

  await knex.schema.createTable('cobros', (t) => {
    t.increments('cobro_id').primary();
    t.integer('cliente_id').notNullable().references('clientes.cliente_id');
    t.date('fecha').notNullable();
    t.decimal('importe', 14, 2).notNullable();
    t.decimal('aplicado', 14, 2).notNullable().defaultTo(0);
    t.string('metodo', 20).notNullable();
    t.string('referencia', 100);
    t.text('comentario');
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    t.boolean('anulado').notNullable().defaultTo(false);
    t.text('motivo_anulacion');
    t.integer('anulado_por').references('usuarios.usuario_id');
    t.timestamp('anulado_en', { useTz: true });
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('importe > 0', [], 'cobros_importe_check');
    t.check('aplicado >= 0 AND aplicado <= importe', [], 'cobros_aplicado_check');
    t.check(`metodo IN (${lista(METODOS)})`, [], 'cobros_metodo_check');
    t.check('NOT anulado OR aplicado = 0', [], 'cobros_anulado_check');
  });
  // The list (/cobros): newest first, over everything or within a client.
  await knex.raw('CREATE INDEX cobros_fecha ON cobros (fecha DESC, cobro_id DESC)');
  await knex.raw('CREATE INDEX cobros_cliente_fecha ON cobros (cliente_id, fecha DESC, cobro_id DESC)');
  // Credit in favour still to apply, oldest first (few rows: a payment leaves it once applied).
  await knex.raw('CREATE INDEX cobros_a_aplicar ON cobros (cliente_id, fecha, cobro_id) WHERE NOT anulado AND aplicado < importe');

  await knex.schema.createTable('entregas', (t) => {
    t.increments('entrega_id').primary();
    t.integer('pedido_id').notNullable().references('pedidos.pedido_id');
    t.integer('cliente_id').notNullable().references('clientes.cliente_id');
    t.timestamp('fecha', { useTz: true }).notNullable();
    t.decimal('importe', 14, 2).notNullable();
    t.decimal('cobrado', 14, 2).notNullable().defaultTo(0);
    t.boolean('anulada').notNullable().defaultTo(false);
    t.check('importe >= 0', [], 'entregas_importe_check');
    t.check('cobrado >= 0 AND cobrado <= importe', [], 'entregas_cobrado_check');
    t.check('NOT anulada OR cobrado = 0', [], 'entregas_anulada_check');
    t.index(['pedido_id'], 'entregas_pedido');
  });
  // A client's open deliveries, oldest first (payments apply to them in this order), and the aging of
  // receivables over all clients: only the rows still owed are in it.
  await knex.raw('CREATE INDEX entregas_abiertas ON entregas (cliente_id, fecha, entrega_id) WHERE NOT anulada AND cobrado < importe');
  // At most one delivery of an order counts at a time.
  await knex.raw('CREATE UNIQUE INDEX entregas_una_vigente ON entregas (pedido_id) WHERE NOT anulada');

  await knex.schema.createTable('imputaciones', (t) => {
    t.increments('imputacion_id').primary();
    t.integer('cobro_id').notNullable().references('cobros.cobro_id');
    t.integer('entrega_id').notNullable().references('entregas.entrega_id');
    t.decimal('importe', 14, 2).notNullable();
    t.boolean('activa').notNullable().defaultTo(true);
    t.timestamp('fecha', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.check('importe > 0', [], 'imputaciones_importe_check');
    t.index(['cobro_id'], 'imputaciones_cobro');
    t.index(['entrega_id'], 'imputaciones_entrega');
  });

  await knex.schema.createTable('movimientos_cuenta', (t) => {
    t.bigIncrements('movimiento_id').primary();
    t.integer('cliente_id').notNullable().references('clientes.cliente_id');
    t.timestamp('fecha', { useTz: true }).notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.string('tipo', 20).notNullable();
    t.decimal('importe', 14, 2).notNullable();
    t.decimal('saldo', 14, 2).notNullable();
    t.integer('pedido_id').references('pedidos.pedido_id');
    t.integer('cobro_id').references('cobros.cobro_id');
    t.integer('usuario_id').references('usuarios.usuario_id');
    t.text('comentario');
    t.check(`tipo IN (${lista(TIPOS)})`, [], 'movimientos_cuenta_tipo_check');
    t.check('importe <> 0', [], 'movimientos_cuenta_importe_check');
    t.index(['pedido_id'], 'movimientos_cuenta_pedido');
    t.index(['cobro_id'], 'movimientos_cuenta_cobro');
  });
  // A client's moves, newest first (the account's tab and the statement's date range).
  await knex.raw('CREATE INDEX movimientos_cuenta_cliente ON movimientos_cuenta (cliente_id, fecha DESC, movimiento_id DESC)');

  // Receivables (/cuentas-a-cobrar): the clients with a balance, largest first.
  await knex.raw('CREATE INDEX clientes_con_saldo ON clientes (saldo, cliente_id) WHERE saldo <> 0');
  // The open orders a new order's credit check adds to the balance.
  await knex.raw(
    "CREATE INDEX pedidos_abiertos_cliente ON pedidos (cliente_id) INCLUDE (precio_total) WHERE estado IN ('Pendiente', 'En Proceso')",
  );

  await checksDeAuditoria(knex, [...ENTIDADES, 'cobros'], [...ACCIONES, 'anular']);
}

export async function down(knex: Knex): Promise<void> {
  await checksDeAuditoria(knex, ENTIDADES, ACCIONES);
  await knex.raw('DROP INDEX IF EXISTS pedidos_abiertos_cliente');
  await knex.raw('DROP INDEX IF EXISTS clientes_con_saldo');
  for (const tabla of ['movimientos_cuenta', 'imputaciones', 'entregas', 'cobros']) await knex.schema.dropTable(tabla);
  await knex.schema.alterTable('clientes', (t) => {
    t.dropChecks(['clientes_limite_credito_check', 'clientes_dias_credito_check']);
    t.dropColumn('dias_credito');
    t.dropColumn('limite_credito');
    t.dropColumn('saldo');
  });
  for (const tabla of ['clientes', 'proveedores']) {
    await knex.schema.alterTable(tabla, (t) => {
      t.dropChecks([`${tabla}_cuit_check`, `${tabla}_condicion_iva_check`]);
      t.dropColumn('condicion_iva');
      t.dropColumn('cuit');
    });
  }
}
