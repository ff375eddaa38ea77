import type { Knex } from 'knex';

// Issue 15: the audit trail. One row per change, written by the service in the change's own
// transaction; `cambios` holds the changed fields as [{Campo, Antes, Despues}] (API field names),
// never a password hash. A record's "Actividad" tab reads it by (entidad, entidad_id), newest first.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('auditoria', (t) => {
    t.bigIncrements('auditoria_id').primary();
    t.timestamp('fecha', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('usuario_id').references('usuarios.usuario_id');
    t.string('entidad', 30).notNullable();
    t.integer('entidad_id').notNullable();
    t.string('accion', 30).notNullable();
    t.string('parte', 30);
    t.integer('parte_id');
    t.string('resumen', 300);
    t.jsonb('cambios').notNullable().defaultTo('[]');
    t.check(
      "entidad IN ('clientes', 'productos', 'proveedores', 'vehiculos', 'pedidos', 'pedidos-proveedores', 'usuarios')",
      [],
      'auditoria_entidad_check',
    );
    t.check(
      "accion IN ('crear', 'modificar', 'desactivar', 'activar', 'cambiar_estado', 'ajustar_stock', 'cambiar_contrasena', 'desbloquear', 'eliminar')",
      [],
      'auditoria_accion_check',
    );
    t.check("parte IS NULL OR parte IN ('documentos', 'mantenimientos', 'kilometraje', 'combustible')", [], 'auditoria_parte_check');
  });
  // Newest first within a record, within a user, and over everything (the id follows the time).
  await knex.raw('CREATE INDEX auditoria_registro ON auditoria (entidad, entidad_id, auditoria_id DESC)');
  await knex.raw('CREATE INDEX auditoria_usuario ON auditoria (usuario_id, auditoria_id DESC)');
  await knex.raw('CREATE INDEX auditoria_fecha ON auditoria (fecha)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auditoria');
}
