import type { Knex } from 'knex';
import { acciones, accionesActuales } from './20261127_029_importaciones.js';

// Issue 49, the outbox (docs/decisiones.md 110): every mail is a row written in the same transaction as what caused it,
// sent afterwards by whichever server process takes it (tomado_hasta: a lease, so two processes never send one row at
// once), retried with backoff, and left 'no_enviado' with the server's answer when it cannot go. Without an SMTP server
// configured a mail is 'retenido': it never leaves the machine, and an Administrador reads it in "Correos".
// message_id is fixed when the row is written: a mail sent again after a lost answer is the same message.

const ESTADOS = ['pendiente', 'enviado', 'no_enviado', 'retenido'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('correos', (t) => {
    t.increments('correo_id').primary();
    t.text('para').notNullable();
    t.text('asunto').notNullable();
    t.text('texto').notNullable();
    t.string('estado', 20).notNullable();
    t.integer('intentos').notNullable().defaultTo(0);
    t.timestamp('proximo_intento', { useTz: true }).notNullable();
    t.timestamp('tomado_hasta', { useTz: true });
    t.text('respuesta');
    t.text('message_id').notNullable();
    t.string('entidad', 30);
    t.integer('registro_id');
    t.integer('usuario_id').references('usuarios.usuario_id');
    t.timestamp('creado_en', { useTz: true }).notNullable();
    t.timestamp('enviado_en', { useTz: true });
    t.check(`estado IN (${ESTADOS.map((e) => `'${e}'`).join(', ')})`, [], 'correos_estado_check');
  });
  // What is due to be sent, oldest first: few rows (a mail leaves it once sent or given up).
  await knex.raw("CREATE INDEX correos_a_enviar ON correos (proximo_intento, correo_id) WHERE estado = 'pendiente'");
  // "Correos": newest first.
  await knex.raw('CREATE INDEX correos_creados ON correos (creado_en DESC, correo_id DESC)');
  await knex.schema.createTable('correo_adjuntos', (t) => {
    t.increments('adjunto_id').primary();
    t.integer('correo_id').notNullable().references('correos.correo_id');
    t.text('nombre').notNullable();
    t.string('tipo', 100).notNullable();
    t.binary('contenido').notNullable();
    t.index(['correo_id'], 'correo_adjuntos_correo');
  });
  await acciones(knex, [...(await accionesActuales(knex)), 'enviar_correo']);
}

export async function down(knex: Knex): Promise<void> {
  await knex('auditoria').where({ accion: 'enviar_correo' }).delete();
  await acciones(
    knex,
    (await accionesActuales(knex)).filter((a) => a !== 'enviar_correo'),
  );
  await knex.schema.dropTable('correo_adjuntos');
  await knex.schema.dropTable('correos');
}
