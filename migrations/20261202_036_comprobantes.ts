import type { Knex } from 'knex';

// Issue 45: the comprobantes ARCA authorizes (facturas, notas de crédito y de débito), their lines as sold, the
// orders each factura covers (an order is invoiced at most once: its primary key says so), and WSAA's access ticket,
// kept here for its twelve hours so every server process uses the same one (WSAA refuses a second while one is valid),
// and the state of the demo's local ARCA.
// Lists are written as they are today (dominio/facturacion.ts, dominio/auditoria.ts): a migration is frozen.

const TIPOS = ['Factura', 'Nota de débito', 'Nota de crédito'];
const ESTADOS = ['Pendiente de CAE', 'Autorizado', 'Rechazado'];
const ALICUOTAS = ['21', '10.5', '27', '5', '2.5', '0', 'Exento'];
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
];
const lista = (valores: string[]) => valores.map((v) => `'${v}'`).join(', ');

async function entidadesAuditadas(knex: Knex, entidades: string[]) {
  await knex.raw('ALTER TABLE auditoria DROP CONSTRAINT auditoria_entidad_check');
  await knex.raw(`ALTER TABLE auditoria ADD CONSTRAINT auditoria_entidad_check CHECK (entidad IN (${lista(entidades)}))`);
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('comprobantes', (t) => {
    t.increments('comprobante_id').primary();
    t.string('tipo', 20).notNullable();
    t.string('letra', 1).notNullable();
    t.integer('cbte_tipo').notNullable();
    t.integer('punto_venta').notNullable();
    // Taken when it is sent to ARCA, under the numbering lock; a rejection gives it back (null).
    t.integer('numero');
    t.integer('cliente_id').notNullable().references('clientes.cliente_id');
    t.date('fecha').notNullable();
    t.string('estado', 20).notNullable().defaultTo('Pendiente de CAE');
    t.string('cae', 14);
    t.date('cae_vence');
    t.integer('doc_tipo').notNullable();
    t.bigInteger('doc_nro').notNullable();
    t.integer('condicion_iva_receptor_id').notNullable();
    t.decimal('imp_total', 14, 2).notNullable();
    t.decimal('imp_neto', 14, 2).notNullable();
    t.decimal('imp_iva', 14, 2).notNullable();
    t.decimal('imp_op_ex', 14, 2).notNullable();
    t.jsonb('iva').notNullable().defaultTo('[]');
    // ARCA's errors and observations, in its words, of the last answer.
    t.jsonb('observaciones').notNullable().defaultTo('[]');
    // Authorized by the local ARCA (the demo): printed "Comprobante de prueba — sin validez fiscal".
    t.boolean('de_prueba').notNullable().defaultTo(false);
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id');
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`tipo IN (${lista(TIPOS)})`, [], 'comprobantes_tipo_check');
    t.check("letra IN ('A', 'B', 'C')", [], 'comprobantes_letra_check');
    t.check(`estado IN (${lista(ESTADOS)})`, [], 'comprobantes_estado_check');
    t.check("estado <> 'Autorizado' OR (cae IS NOT NULL AND numero IS NOT NULL)", [], 'comprobantes_autorizado_check');
    t.check('imp_total >= 0', [], 'comprobantes_total_check');
  });
  // Never two comprobantes with one number of a punto de venta and type.
  await knex.raw('CREATE UNIQUE INDEX comprobantes_numero ON comprobantes (punto_venta, cbte_tipo, numero) WHERE numero IS NOT NULL');
  await knex.raw('CREATE INDEX comprobantes_fecha ON comprobantes (fecha DESC, comprobante_id DESC)');
  await knex.raw('CREATE INDEX comprobantes_cliente_fecha ON comprobantes (cliente_id, fecha DESC, comprobante_id DESC)');
  await knex.raw("CREATE INDEX comprobantes_pendientes ON comprobantes (comprobante_id) WHERE estado = 'Pendiente de CAE'");

  await knex.schema.createTable('comprobante_lineas', (t) => {
    t.integer('comprobante_id').notNullable().references('comprobantes.comprobante_id');
    t.integer('renglon').notNullable();
    t.integer('pedido_id').references('pedidos.pedido_id');
    t.integer('producto_id').notNullable().references('productos.producto_id');
    t.string('descripcion', 150).notNullable();
    t.integer('cantidad').notNullable();
    t.decimal('precio_unitario', 12, 2).notNullable();
    t.decimal('importe', 14, 2).notNullable();
    t.string('alicuota_iva', 6).notNullable();
    t.primary(['comprobante_id', 'renglon']);
    t.check(`alicuota_iva IN (${lista(ALICUOTAS)})`, [], 'comprobante_lineas_alicuota_check');
    // An order's comprobantes (its page), whatever became of them.
    t.index(['pedido_id'], 'comprobante_lineas_pedido');
  });

  await knex.schema.createTable('pedidos_facturados', (t) => {
    t.integer('pedido_id').primary().references('pedidos.pedido_id');
    t.integer('comprobante_id').notNullable().references('comprobantes.comprobante_id');
    t.index(['comprobante_id'], 'pedidos_facturados_comprobante');
  });

  await knex.schema.createTable('arca_tickets', (t) => {
    t.string('servicio', 20).primary();
    t.text('token').notNullable();
    t.text('sign').notNullable();
    t.timestamp('vence', { useTz: true }).notNullable();
  });

  // The demo's local ARCA (api/src/arca/local/): what it authorized, beside what it authorized it for.
  await knex.schema.createTable('arca_local', (t) => {
    t.string('clave', 20).primary();
    t.jsonb('datos').notNullable();
  });

  await entidadesAuditadas(knex, [...ENTIDADES_ANTES, 'comprobantes']);
}

export async function down(knex: Knex): Promise<void> {
  await entidadesAuditadas(knex, ENTIDADES_ANTES);
  for (const tabla of ['arca_local', 'arca_tickets', 'pedidos_facturados', 'comprobante_lineas', 'comprobantes'])
    await knex.schema.dropTable(tabla);
}
