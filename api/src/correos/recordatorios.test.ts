import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearChofer, crearCliente, crearProducto, filasDeAuditoria, unico } from '../../test/fixtures.js';
import { pedidoCompletado } from '../../test/facturacion.js';
import { servidorSmtp } from '../../test/smtp.js';
import { crearVehiculo } from '../../test/vehiculos.js';
import { createDatabase } from '../db/connection.js';
import { createLogger } from '../logger.js';
import { enviarPendientes, transporteDe } from './envio.js';
import { enviarRecordatoriosDeDeuda, enviarResumenesDiarios, programarRecordatorios } from './recordatorios.js';

// Issue 49, item 3, the reminders (docs/decisiones.md 112), against a real SMTP server, on a moved clock: the daily
// digest once a business day to the users who asked for it, the debt reminder once an ISO week to each overdue client
// who did not opt out, with its statement; two server processes at once send each once; plain text, no links.

const smtp = servidorSmtp();
let app: TestApp;
let admin: string;

/** Monday of next week, 10:00 in the business zone: after RECORDATORIOS_HORA (7), and after every fixture's day. */
let lunes: DateTime;
const a = (dia: DateTime, hora = 10) => dia.set({ hour: hora }).toJSDate();

const deps = (db: Knex = app.db) => ({ db, config: app.config });
/** Everything in the outbox sent to the SMTP server, as the server processes would. */
const entregar = async () => {
  while ((await enviarPendientes(app.db, app.config, transporteDe(app.config.correo.smtp!))).enviados > 0);
};
/** A run at instant `ahora` of both reminders, then the outbox delivered. */
const correr = async (ahora: Date, db?: Knex) => {
  app.setNow(ahora);
  await enviarResumenesDiarios(deps(db), ahora);
  await enviarRecordatoriosDeDeuda(deps(db), ahora);
  await entregar();
};

/** A user who signs in (a driver, from the fixtures) and, when asked, turns the digest on for themself. */
async function usuario(quiereResumen: boolean) {
  const { id, token } = await crearChofer(app, admin);
  if (quiereResumen) {
    const res = await app.request('PUT', '/usuarios/yo/preferencias', { token, body: { ResumenDiario: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ ResumenDiario: true });
  }
  const { Email } = (await app.request('GET', `/usuarios/${id}`, { token: admin })).body;
  return { id, email: Email as string };
}

/** A client owing a completed order (due at once with DiasCredito 0), or not yet due with 365 days of credit. */
async function cliente(datos: Record<string, unknown>) {
  const c = await crearCliente(app, admin, { Email: `${unico('deudor').toLowerCase()}@cliente.example`, ...datos });
  const producto = await crearProducto(app, admin, { Precio: 1234.5, Stock: 10 });
  await pedidoCompletado(app, admin, c.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
  return { ...c, email: (await app.request('GET', `/clientes/${c.ClienteID}`, { token: admin })).body.data.Email as string };
}

/** A mail as it arrived: one text part, no HTML, no link. */
function soloTexto(correo: ParsedMail) {
  expect(correo.html).toBe(false);
  expect(correo.text).not.toMatch(/http/i);
  return correo.text!;
}

beforeAll(async () => {
  await smtp.iniciar();
  app = await startTestApp({
    env: smtp.entorno('CarbonSur <avisos@carbonsur.example>'),
  });
  admin = await app.login('admin');
  lunes = DateTime.now().setZone(app.config.zonaNegocio).plus({ weeks: 1 }).set({ weekday: 1, hour: 10, minute: 0, second: 0, millisecond: 0 });
});
afterEach(() => app.setNow(undefined));
afterAll(async () => {
  await app.close();
  await smtp.detener();
});

describe('the daily digest', () => {
  it('goes once a business day to the users who asked for it, from RECORDATORIOS_HORA, with what needs attention', async () => {
    const [quiere, noQuiere] = await Promise.all([usuario(true), usuario(false)]);
    const vehiculo = await crearVehiculo(app, admin);
    const documento = await app.request('POST', `/vehiculos/${vehiculo.VehiculoID}/documentos`, {
      token: admin,
      body: {
        TipoDocumento: 'VTV',
        NumeroDocumento: 'VTV-REC-1',
        FechaEmision: '2026-01-10',
        FechaVencimiento: lunes.plus({ days: 3 }).toISODate(),
      },
    });
    expect(documento.status, JSON.stringify(documento.body)).toBe(201);
    const hoja = await app.request('POST', '/hojas-de-ruta', {
      token: admin,
      body: { Fecha: lunes.minus({ days: 1 }).toISODate(), VehiculoID: vehiculo.VehiculoID, ChoferID: quiere.id },
    });
    expect(hoja.status, JSON.stringify(hoja.body)).toBe(201);

    // Before the hour, nothing.
    await correr(a(lunes, 6));
    expect(smtp.llegadosA(quiere.email)).toHaveLength(0);

    await correr(a(lunes));
    await correr(a(lunes, 18));
    const llegados = smtp.llegadosA(quiere.email);
    expect(llegados).toHaveLength(1);
    expect(llegados[0].subject).toBe(`Resumen diario del ${lunes.toFormat('dd/MM/yyyy')} — ${app.config.empresa.nombre}`);
    const texto = soloTexto(llegados[0]);
    expect(texto).toContain(`- ${vehiculo.Patente} · VTV VTV-REC-1: Vence en 3 días (${lunes.plus({ days: 3 }).toFormat('dd/MM/yyyy')})`);
    expect(texto).toContain(`Hojas de ruta de ayer (${lunes.minus({ days: 1 }).toFormat('dd/MM/yyyy')}) sin cerrar`);
    expect(texto).toContain(`- Hoja #${hoja.body.data.HojaID} · ${vehiculo.Patente} · `);
    expect(smtp.llegadosA(noQuiere.email)).toHaveLength(0);

    // Its period is the business day.
    const anotados = await app.db('recordatorios_enviados').where({ tipo: 'resumen_diario', destinatario_id: quiere.id }).pluck('periodo');
    expect(anotados).toEqual([lunes.toISODate()]);

    // The next business day, a new one.
    await correr(a(lunes.plus({ days: 1 })));
    expect(smtp.llegadosA(quiere.email)).toHaveLength(2);
    expect(smtp.llegadosA(noQuiere.email)).toHaveLength(0);
  });

  it('goes once when two server processes run it at the same moment', async () => {
    const { email } = await usuario(true);
    const dia = lunes.plus({ days: 2 });
    // Another process: its own pool on PostgreSQL; PGlite is one process.
    const otro = app.config.databaseUrl ? createDatabase({ url: app.config.databaseUrl }) : app.db;
    try {
      app.setNow(a(dia));
      await Promise.all([enviarResumenesDiarios(deps(), a(dia)), enviarResumenesDiarios(deps(otro), a(dia))]);
    } finally {
      if (otro !== app.db) await otro.destroy();
    }
    await entregar();
    expect(smtp.llegadosA(email)).toHaveLength(1);
  });
});

describe('the debt reminder', () => {
  it('goes once an ISO week to each overdue client who did not opt out, with the statement, and into its activity', async () => {
    const [deudor, noQuiere, alDia, sinEmail] = await Promise.all([
      cliente({ DiasCredito: 0 }),
      cliente({ DiasCredito: 0, RecordatoriosDeuda: false }),
      cliente({ DiasCredito: 365 }),
      cliente({ DiasCredito: 0 }),
    ]);
    // The form requires an e-mail; an older row may have none.
    await app.db('clientes').where({ cliente_id: sinEmail.ClienteID }).update({ email: '' });
    expect((await app.request('GET', `/clientes/${noQuiere.ClienteID}`, { token: admin })).body.data.RecordatoriosDeuda).toBe(false);
    expect((await app.request('GET', `/clientes/${deudor.ClienteID}`, { token: admin })).body.data.RecordatoriosDeuda).toBe(true);

    // Monday before the hour: not yet.
    await correr(a(lunes, 6));
    expect(smtp.llegadosA(deudor.email)).toHaveLength(0);

    await correr(a(lunes));
    await correr(a(lunes.plus({ days: 3 })));
    const llegados = smtp.llegadosA(deudor.email);
    expect(llegados).toHaveLength(1);
    expect(llegados[0].subject).toBe(`Recordatorio de saldo vencido — ${app.config.empresa.nombre}`);
    const texto = soloTexto(llegados[0]);
    expect(texto).toContain(`Estimado/a ${deudor.Nombre} ${deudor.Apellido}:`);
    expect(texto).toContain('tiene un saldo vencido de $ 2.469,00.');
    expect(llegados[0].attachments).toHaveLength(1);
    expect(llegados[0].attachments[0].contentType).toBe('application/pdf');
    expect(llegados[0].attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(smtp.llegadosA(noQuiere.email)).toHaveLength(0);
    expect(smtp.llegadosA(alDia.email)).toHaveLength(0);
    // Its period is the ISO week; nothing is noted for the others.
    const anotados = await app
      .db('recordatorios_enviados')
      .where({ tipo: 'deuda' })
      .whereIn(
        'destinatario_id',
        [deudor, noQuiere, alDia, sinEmail].map((c) => c.ClienteID),
      )
      .select('destinatario_id', 'periodo');
    expect(anotados).toEqual([{ destinatario_id: deudor.ClienteID, periodo: lunes.toFormat("kkkk-'W'WW") }]);
    const actividad = (await filasDeAuditoria(app, 'clientes', deudor.ClienteID)).filter((f) => f.accion === 'enviar_correo');
    expect(actividad).toEqual([
      expect.objectContaining({
        usuarioId: null,
        resumen: expect.stringMatching(new RegExp(`^el recordatorio de deuda con el resumen de cuenta del .* a ${deudor.email}$`)),
      }),
    ]);

    // The next week, again.
    await correr(a(lunes.plus({ weeks: 1 })));
    expect(smtp.llegadosA(deudor.email)).toHaveLength(2);
    expect(smtp.llegadosA(noQuiere.email)).toHaveLength(0);
  });

  it('goes once when two server processes run it at the same moment', async () => {
    const deudor = await cliente({ DiasCredito: 0 });
    const semana = lunes.plus({ weeks: 3 });
    const otro = app.config.databaseUrl ? createDatabase({ url: app.config.databaseUrl }) : app.db;
    try {
      app.setNow(a(semana));
      await Promise.all([enviarRecordatoriosDeDeuda(deps(), a(semana)), enviarRecordatoriosDeDeuda(deps(otro), a(semana))]);
    } finally {
      if (otro !== app.db) await otro.destroy();
    }
    await entregar();
    expect(smtp.llegadosA(deudor.email)).toHaveLength(1);
  });
});

describe('the schedule', () => {
  /** A clock whose waits a test runs by hand; the handle of each wait is its number. */
  function relojDePrueba() {
    const esperas: { tarea: () => Promise<void>; ms: number }[] = [];
    const canceladas: unknown[] = [];
    return {
      esperas,
      canceladas,
      esperar: (tarea: () => Promise<void>, ms: number) => esperas.push({ tarea, ms }),
      cancelar: (e: unknown) => canceladas.push(e),
    };
  }

  it('looks every 5 minutes for what is due and sends it, until the server stops', async () => {
    const { email } = await usuario(true);
    const reloj = relojDePrueba();
    const programa = programarRecordatorios(deps(), createLogger('silent'), reloj);
    expect(reloj.esperas.map((e) => e.ms)).toEqual([5 * 60_000]);
    app.setNow(a(lunes.plus({ days: 4 })));
    await reloj.esperas[0].tarea();
    expect(reloj.esperas.map((e) => e.ms)).toEqual([5 * 60_000, 5 * 60_000]);
    await entregar();
    expect(smtp.llegadosA(email)).toHaveLength(1);
    programa.detener();
    expect(reloj.canceladas).toEqual([2]);
  });

  it('runs without an SMTP server too: the reminder stays Retenido in Correos, where the demo shows it', async () => {
    const deudor = await cliente({ DiasCredito: 0 });
    const sinSmtp = { db: app.db, config: { ...app.config, correo: { ...app.config.correo, smtp: null } } };
    const reloj = relojDePrueba();
    const programa = programarRecordatorios(sinSmtp, createLogger('silent'), reloj);
    expect(reloj.esperas.map((e) => e.ms)).toEqual([5 * 60_000]);
    app.setNow(a(lunes.plus({ weeks: 5 })));
    await reloj.esperas[0].tarea();
    programa.detener();
    expect(await app.db('correos').where({ para: deudor.email }).pluck('estado')).toEqual(['retenido']);
  });
});
