import type { Knex } from 'knex';

// Issue 45, decision 98: a day's deliveries invoiced in one batch, and the retry of what ARCA left pending.
// - lotes_facturacion: one batch per day at a time (the partial unique index), its state read by any process (the
//   screen polls it) and its heartbeat, so the retry loop tells a batch whose process died from one still working;
// - lote_pedidos: each order of the batch, with its Factura (or why it got none); the Factura's state is read from it;
// - arca_reintentos: the last sending of the pending comprobantes (when, and ARCA's error if any), for the Administrador,
//   and the periodic sending's turn (ocupado_hasta: a lease, so one process sends at a time without holding a connection).

const ESTADOS = ['En curso', 'Terminado'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lotes_facturacion', (t) => {
    t.increments('lote_id').primary();
    // The business day whose deliveries it invoices (not the invoices' date: that is the day they are made).
    t.date('fecha').notNullable();
    t.string('estado', 10).notNullable().defaultTo('En curso');
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    // Written while its process sends; a batch En curso whose heartbeat stopped is closed by the retry loop.
    t.timestamp('latido', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('terminado_at', { useTz: true });
    t.check(`estado IN (${ESTADOS.map((e) => `'${e}'`).join(', ')})`, [], 'lotes_facturacion_estado_check');
    t.index(['fecha'], 'lotes_facturacion_fecha');
  });
  // Never two batches of one day at once, whatever the processes.
  await knex.raw("CREATE UNIQUE INDEX lotes_facturacion_en_curso ON lotes_facturacion (fecha) WHERE estado = 'En curso'");

  await knex.schema.createTable('lote_pedidos', (t) => {
    t.integer('lote_id').notNullable().references('lotes_facturacion.lote_id');
    t.integer('pedido_id').notNullable().references('pedidos.pedido_id');
    t.integer('comprobante_id').references('comprobantes.comprobante_id');
    // Why the order got no Factura (a Factura A without the client's CUIT...).
    t.text('mensaje');
    t.primary(['lote_id', 'pedido_id']);
  });

  await knex.schema.createTable('arca_reintentos', (t) => {
    t.string('clave', 20).primary();
    t.timestamp('intento', { useTz: true });
    t.text('error');
    t.timestamp('ocupado_hasta', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of ['arca_reintentos', 'lote_pedidos', 'lotes_facturacion']) await knex.schema.dropTable(tabla);
}
