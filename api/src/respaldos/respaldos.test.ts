import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestServer } from '../../test/harness.js';
import { createDatabase } from '../db/connection.js';
import { respaldosService } from './service.js';
import { horarios, programarRespaldos } from './programacion.js';
import { createLogger } from '../logger.js';
import { carpetaTemporal } from '../../test/temporales.js';

// Backups taken in the test's own process, over the run's database (PGlite in memory, or pg_dump of the PostgreSQL
// test database), into a directory of the test's: what GET /respaldos and the dashboard say of them.

const directorios: string[] = [];
const directorioNuevo = () => {
  const dir = carpetaTemporal('carbonsur-respaldos');
  directorios.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of directorios) fs.rmSync(dir, { recursive: true, force: true });
});

/** A test app whose backups go to a new directory, keeping the newest two. */
async function appConRespaldos(env: NodeJS.ProcessEnv = {}) {
  const directorio = directorioNuevo();
  const app = await startTestApp({ env: { BACKUP_DIR: directorio, RESPALDO_CONSERVAR: '2', RESPALDO_AUTOMATICO: '1', ...env } });
  return { app, directorio, respaldos: respaldosService(app.db, app.config) };
}

/** An instant given as a wall-clock time of the business time zone. */
const enZona = (app: TestApp, iso: string) => DateTime.fromISO(iso, { zone: app.config.zonaNegocio }).toJSDate();

describe('GET /respaldos', () => {
  let app: TestApp;
  let directorio: string;
  let respaldos: ReturnType<typeof respaldosService>;
  let admin: string;

  beforeAll(async () => {
    ({ app, directorio, respaldos } = await appConRespaldos());
    admin = await app.login('admin');
  });
  afterAll(() => app.close());
  afterEach(() => app.setNow(undefined));

  const pagina = async () => {
    const res = await app.request('GET', '/respaldos?page=1', { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('is for an Administrador only: 401 without a token, 403 for Supervisor and Empleado', async () => {
    expect((await app.request('GET', '/respaldos')).status).toBe(401);
    for (const usuario of ['supervisor', 'empleado']) {
      const token = await app.login(usuario);
      for (const ruta of ['/respaldos', '/respaldos/programa']) {
        const res = await app.request('GET', ruta, { token });
        expect(res.status, `${usuario} ${ruta}`).toBe(403);
        expect(res.body.success).toBe(false);
      }
    }
  });

  it('lists each attempt newest first with its date, origin, result, file and size; the file is whole in BACKUP_DIR', async () => {
    app.setNow(enZona(app, '2031-05-06T14:07:09'));
    const tomado = await respaldos.manual();
    const [ultimo] = (await pagina()).data;
    const archivo = app.config.databaseUrl ? 'carbonsur-2031-05-06-140709.dump' : 'carbonsur-2031-05-06-140709.tar.gz';
    expect(ultimo).toEqual({
      RespaldoID: tomado.RespaldoID,
      Fecha: enZona(app, '2031-05-06T14:07:09').toISOString(),
      Origen: 'manual',
      Resultado: 'ok',
      Archivo: archivo,
      Tamano: fs.statSync(path.join(directorio, archivo)).size,
      Error: null,
      Borrado: null,
    });
    expect(ultimo.Tamano).toBeGreaterThan(0);
    // Nothing half-written is left beside it; it is the whole database, for the server's user only.
    expect(fs.readdirSync(directorio)).toEqual([archivo]);
    expect(fs.statSync(path.join(directorio, archivo)).mode & 0o777).toBe(0o600);
  });

  it('keeps the newest RESPALDO_CONSERVAR files: the oldest is deleted, and its row says when', async () => {
    const fechas = ['2032-01-10T03:00:00', '2032-01-11T03:00:00', '2032-01-12T03:00:00'];
    const tomados = [];
    for (const fecha of fechas) {
      app.setNow(enZona(app, fecha));
      tomados.push(await respaldos.manual());
    }
    const [viejo, medio, nuevo] = tomados;
    expect(fs.readdirSync(directorio).sort()).toEqual([medio.Archivo, nuevo.Archivo]);
    const filas = new Map((await pagina()).data.map((r: { RespaldoID: number }) => [r.RespaldoID, r]));
    expect(filas.get(viejo.RespaldoID)).toMatchObject({
      Resultado: 'ok',
      Archivo: viejo.Archivo,
      Borrado: enZona(app, fechas[2]).toISOString(),
    });
    expect(filas.get(medio.RespaldoID)).toMatchObject({ Borrado: null });
    expect(filas.get(nuevo.RespaldoID)).toMatchObject({ Borrado: null });
  });

  it('records a failed attempt with its error, and deletes nothing for it', async () => {
    const antes = fs.readdirSync(directorio).sort();
    // BACKUP_DIR names a file: the directory cannot be made.
    const archivo = path.join(directorioNuevo(), 'no-es-un-directorio');
    fs.writeFileSync(archivo, '');
    app.setNow(enZona(app, '2032-02-01T03:00:00'));
    const fallido = await respaldosService(app.db, { ...app.config, respaldos: { ...app.config.respaldos, directorio: archivo } }).manual();
    const [ultimo] = (await pagina()).data;
    expect(ultimo).toMatchObject({ RespaldoID: fallido.RespaldoID, Resultado: 'fallido', Archivo: null, Tamano: null, Borrado: null });
    expect(ultimo.Error).toContain('no-es-un-directorio');
    expect(fs.readdirSync(directorio).sort()).toEqual(antes);
  });

  it('GET /respaldos/programa: whether the server takes one each night, when, how many it keeps and where', async () => {
    const res = await app.request('GET', '/respaldos/programa', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ Automatico: true, Hora: '03:00', Conservar: 2, Directorio: directorio });
  });
});

describe('the nightly backup', () => {
  let app: TestApp;
  let directorio: string;
  let respaldos: ReturnType<typeof respaldosService>;

  beforeAll(async () => {
    ({ app, directorio, respaldos } = await appConRespaldos({ RESPALDO_CONSERVAR: '14', RESPALDO_HORA: '02:30' }));
  });
  afterAll(() => app.close());

  it('the slots are RESPALDO_HORA of each day of the business zone, the last one at or before now and the next after it', () => {
    expect(horarios(enZona(app, '2031-03-09T23:30:00'), app.config)).toEqual({
      anterior: enZona(app, '2031-03-09T02:30:00'),
      siguiente: enZona(app, '2031-03-10T02:30:00'),
    });
    expect(horarios(enZona(app, '2031-03-10T02:30:00'), app.config)).toEqual({
      anterior: enZona(app, '2031-03-10T02:30:00'),
      siguiente: enZona(app, '2031-03-11T02:30:00'),
    });
  });

  it('each night is taken once, however many processes ask for it at the same time', async () => {
    const horario = enZona(app, '2033-02-01T02:30:00');
    app.setNow(horario);
    // Another server process's own connections (PostgreSQL); on PGlite there is only the one process.
    const otraBase: Knex = app.config.databaseUrl ? createDatabase({ url: app.config.databaseUrl }) : app.db;
    try {
      const otro = respaldosService(otraBase, app.config);
      const resultados = await Promise.all([respaldos.programado(horario), otro.programado(horario), respaldos.programado(horario)]);
      const tomados = resultados.filter((r) => r !== undefined);
      expect(tomados).toHaveLength(1);
      expect(tomados[0]).toMatchObject({ Origen: 'programado', Resultado: 'ok' });
      expect(fs.readdirSync(directorio)).toEqual([tomados[0]!.Archivo]);
      expect(await app.db('respaldos').where({ programado_para: horario }).count({ n: '*' })).toEqual([{ n: 1 }]);
      // Asked again later (a restart, a late timer): already done.
      expect(await otro.programado(horario)).toBeUndefined();
    } finally {
      if (otraBase !== app.db) await otraBase.destroy();
    }
  });

  it('the server takes the night it missed when it starts, then one at each RESPALDO_HORA, until it stops', async () => {
    const noches = () => app.db('respaldos').whereNotNull('programado_para').orderBy('programado_para').pluck('programado_para');
    const antes = (await noches()).map((d: Date) => d.toISOString());
    // Started at 09:15: the 02:30 of that day went by with the computer off.
    app.setNow(enZona(app, '2036-03-10T09:15:00'));
    const esperas: { tarea: () => Promise<void>; ms: number }[] = [];
    const cancelada: unknown[] = [];
    const programa = programarRespaldos(respaldos, app.config, createLogger('silent'), {
      // The handle of each wait is its number.
      esperar: (tarea, ms) => esperas.push({ tarea, ms }),
      cancelar: (espera) => cancelada.push(espera),
    });
    await programa.alArrancar;
    expect(esperas.map((e) => e.ms)).toEqual([(17 * 60 + 15) * 60_000]);

    app.setNow(enZona(app, '2036-03-11T02:30:00'));
    await esperas[0].tarea();
    expect(esperas.map((e) => e.ms)).toEqual([(17 * 60 + 15) * 60_000, 24 * 60 * 60_000]);
    expect((await noches()).map((d: Date) => d.toISOString())).toEqual([
      ...antes,
      enZona(app, '2036-03-10T02:30:00').toISOString(),
      enZona(app, '2036-03-11T02:30:00').toISOString(),
    ]);
    programa.detener();
    expect(cancelada).toEqual([2]);
  });

  it('a night from before backups existed (a new database) is not taken', async () => {
    const antes = await app.db('respaldos').count({ n: '*' });
    expect(await respaldos.programado(enZona(app, '2020-01-01T02:30:00'))).toBeUndefined();
    expect(await app.db('respaldos').count({ n: '*' })).toEqual(antes);
  });
});

describe('the dashboard warns an Administrador about the backups', () => {
  let app: TestApp;
  let respaldos: ReturnType<typeof respaldosService>;
  let tokens: Record<'admin' | 'supervisor' | 'empleado', string>;
  const dia = 86_400_000;

  beforeAll(async () => {
    ({ app, respaldos } = await appConRespaldos());
    tokens = { admin: await app.login('admin'), supervisor: await app.login('supervisor'), empleado: await app.login('empleado') };
  });
  afterAll(() => app.close());
  afterEach(() => app.setNow(undefined));

  const aviso = async (usuario: keyof typeof tokens, servidor: Pick<TestServer, 'request'> = app) => {
    const res = await servidor.request('GET', '/dashboard', { token: tokens[usuario] });
    expect(res.status).toBe(200);
    return res.body.data.avisoRespaldo;
  };
  /** A backup that fails: its BACKUP_DIR is a file. */
  const fallar = () => {
    const sinDirectorio = path.join(directorioNuevo(), 'archivo');
    fs.writeFileSync(sinDirectorio, '');
    return respaldosService(app.db, { ...app.config, respaldos: { ...app.config.respaldos, directorio: sinDirectorio } }).manual();
  };
  const desdeQueExisten = async () =>
    new Date((await app.db('knex_migrations').where({ name: '20261202_033_respaldos' }).first('migration_time')).migration_time).getTime();

  it('none ever made: no warning for the first two days since backups exist, then "nunca"', async () => {
    const inicio = await desdeQueExisten();
    app.setNow(new Date(inicio + 2 * dia));
    expect(await aviso('admin')).toBeUndefined();
    app.setNow(new Date(inicio + 2 * dia + 1));
    expect(await aviso('admin')).toEqual({ Motivo: 'nunca', Dias: null });
    // A first one that fails: no good one to count days from.
    await fallar();
    expect(await aviso('admin')).toEqual({ Motivo: 'fallido', Dias: null });
  });

  it('a good one: no warning until it is more than two days old, then "viejo"; never for Supervisor or Empleado', async () => {
    const tomado = enZona(app, '2034-06-01T03:00:00');
    app.setNow(tomado);
    await respaldos.manual();
    app.setNow(new Date(tomado.getTime() + 2 * dia));
    expect(await aviso('admin')).toBeUndefined();
    app.setNow(new Date(tomado.getTime() + 2 * dia + 1));
    expect(await aviso('admin')).toEqual({ Motivo: 'viejo', Dias: 2 });
    expect(await aviso('supervisor')).toBeUndefined();
    expect(await aviso('empleado')).toBeUndefined();
  });

  it('the last attempt failed: "fallido" at once, until a good one follows', async () => {
    const ahora = enZona(app, '2034-07-01T03:00:00');
    app.setNow(ahora);
    await respaldos.manual();
    app.setNow(new Date(ahora.getTime() + 60_000));
    await fallar();
    expect(await aviso('admin')).toEqual({ Motivo: 'fallido', Dias: 0 });
    expect(await aviso('supervisor')).toBeUndefined();
    app.setNow(new Date(ahora.getTime() + 120_000));
    await respaldos.manual();
    expect(await aviso('admin')).toBeUndefined();
  });

  it('with the nightly backup off (PostgreSQL by default: its DBA has their own) there is no warning', async () => {
    app.setNow(enZona(app, '2040-01-01T12:00:00'));
    expect(await aviso('admin')).toEqual({ Motivo: 'viejo', Dias: expect.any(Number) });
    const apagado = await app.secondInstance({ respaldos: { ...app.config.respaldos, automatico: false } });
    try {
      expect(await aviso('admin', apagado)).toBeUndefined();
    } finally {
      await apagado.close();
    }
  });
});
