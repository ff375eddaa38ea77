import type { Knex } from 'knex';
import { acciones, accionesActuales } from './20261127_029_importaciones.js';

// Issue 49, items 4 and 5 (docs/decisiones.md 111): passwords reset by a mailed link and a second factor (TOTP).
// - restablecimientos: one row per link sent; only the SHA-256 of its token is kept, so the table alone opens nothing.
//   A link is good for 30 minutes and once (usado_en).
// - usuarios.totp_*: the TOTP secret (base32; while totp_activo is false, one being enrolled), whether the second factor
//   is on, and the last time step accepted, so a code seen over a shoulder cannot be used again within its 30 seconds.
// - codigos_recuperacion: ten single-use codes per enrolment, kept as SHA-256 like the links.
// - ingresos: the reset and second-factor events join the sign-in log.

const RESULTADOS_ANTERIORES = ['ok', 'contrasena_incorrecta', 'usuario_desconocido', 'demorado', 'inactivo'];
const RESULTADOS_NUEVOS = [
  'recuperacion_pedida',
  'contrasena_restablecida',
  'enlace_invalido',
  'codigo_pedido',
  'codigo_incorrecto',
  'ok_con_recuperacion',
];
const ACCIONES_NUEVAS = ['restablecer_contrasena', 'activar_segundo_factor', 'desactivar_segundo_factor'];

const checkDeResultados = (resultados: string[]) =>
  `ALTER TABLE ingresos ADD CONSTRAINT ingresos_resultado_check CHECK (resultado IN (${resultados.map((r) => `'${r}'`).join(', ')}))`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('restablecimientos', (t) => {
    t.increments('restablecimiento_id').primary();
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id').onDelete('CASCADE');
    t.specificType('token_hash', 'char(64)').notNullable().unique();
    t.timestamp('creado_en', { useTz: true }).notNullable();
    t.timestamp('expira', { useTz: true }).notNullable();
    t.timestamp('usado_en', { useTz: true });
  });
  await knex.schema.alterTable('usuarios', (t) => {
    t.text('totp_secreto');
    t.boolean('totp_activo').notNullable().defaultTo(false);
    t.bigInteger('totp_ultimo_paso');
  });
  await knex.schema.createTable('codigos_recuperacion', (t) => {
    t.increments('codigo_id').primary();
    t.integer('usuario_id').notNullable().references('usuarios.usuario_id').onDelete('CASCADE');
    t.specificType('codigo_hash', 'char(64)').notNullable();
    t.timestamp('usado_en', { useTz: true });
    t.unique(['usuario_id', 'codigo_hash']);
  });
  await knex.raw('ALTER TABLE ingresos DROP CONSTRAINT ingresos_resultado_check');
  await knex.raw(checkDeResultados([...RESULTADOS_ANTERIORES, ...RESULTADOS_NUEVOS]));
  await acciones(knex, [...(await accionesActuales(knex)), ...ACCIONES_NUEVAS]);
}

export async function down(knex: Knex): Promise<void> {
  await knex('auditoria').whereIn('accion', ACCIONES_NUEVAS).delete();
  await acciones(
    knex,
    (await accionesActuales(knex)).filter((a) => !ACCIONES_NUEVAS.includes(a)),
  );
  await knex('ingresos').whereIn('resultado', RESULTADOS_NUEVOS).delete();
  await knex.raw('ALTER TABLE ingresos DROP CONSTRAINT ingresos_resultado_check');
  await knex.raw(checkDeResultados(RESULTADOS_ANTERIORES));
  await knex.schema.dropTable('codigos_recuperacion');
  await knex.schema.alterTable('usuarios', (t) => {
    t.dropColumn('totp_secreto');
    t.dropColumn('totp_activo');
    t.dropColumn('totp_ultimo_paso');
  });
  await knex.schema.dropTable('restablecimientos');
}
