import type { Knex } from 'knex';

// REGISTRO=aprobacion: a registered account waits, inactive, until an administrator approves it
// ('aprobado') or rejects it ('rechazado', kept inactive: nothing is deleted). Every existing account
// counts as approved. The two decisions join the audit trail's actions.
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
];

const checkAcciones = (acciones: string[]) =>
  `ALTER TABLE auditoria ADD CONSTRAINT auditoria_accion_check CHECK (accion IN (${acciones.map((a) => `'${a}'`).join(', ')}))`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('usuarios', (t) => {
    t.string('estado_registro', 10).notNullable().defaultTo('aprobado');
    t.check("estado_registro IN ('pendiente', 'aprobado', 'rechazado')", [], 'usuarios_estado_registro_check');
  });
  // The "Pendientes" tab and its badge read the few waiting accounts only.
  await knex.raw("CREATE INDEX usuarios_pendientes ON usuarios (usuario_id) WHERE estado_registro = 'pendiente'");
  await knex.raw('ALTER TABLE auditoria DROP CONSTRAINT auditoria_accion_check');
  await knex.raw(checkAcciones([...ACCIONES, 'aprobar', 'rechazar']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE auditoria DROP CONSTRAINT auditoria_accion_check');
  await knex.raw(checkAcciones(ACCIONES));
  await knex.raw('DROP INDEX usuarios_pendientes');
  await knex.schema.alterTable('usuarios', (t) => {
    t.dropChecks('usuarios_estado_registro_check');
    t.dropColumn('estado_registro');
  });
}
