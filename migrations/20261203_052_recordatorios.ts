import type { Knex } from 'knex';

// Issue 49, item 3, the reminders (docs/decisiones.md 112): a user asks for the daily digest (usuarios.resumen_diario),
// a client may opt out of the weekly debt reminder (clientes.recordatorios_deuda). recordatorios_enviados keeps one
// row per reminder and period, written in the transaction that puts its mail in the outbox: its primary key is what
// makes a reminder go once per period, whatever the server processes (the loser of a race inserts nothing and
// enqueues nothing).

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('usuarios', (t) => {
    t.boolean('resumen_diario').notNullable().defaultTo(false);
  });
  await knex.schema.alterTable('clientes', (t) => {
    t.boolean('recordatorios_deuda').notNullable().defaultTo(true);
  });
  await knex.schema.createTable('recordatorios_enviados', (t) => {
    // 'resumen_diario' (destinatario: a user) or 'deuda' (a client).
    t.string('tipo', 20).notNullable();
    t.integer('destinatario_id').notNullable();
    // The business day (2026-12-03) of a digest, the ISO week (2026-W49) of a debt reminder.
    t.string('periodo', 10).notNullable();
    t.integer('correo_id').notNullable().references('correos.correo_id');
    t.timestamp('creado_en', { useTz: true }).notNullable();
    t.primary(['tipo', 'destinatario_id', 'periodo']);
    t.check("tipo IN ('resumen_diario', 'deuda')", [], 'recordatorios_enviados_tipo_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('recordatorios_enviados');
  await knex.schema.alterTable('clientes', (t) => t.dropColumn('recordatorios_deuda'));
  await knex.schema.alterTable('usuarios', (t) => t.dropColumn('resumen_diario'));
}
