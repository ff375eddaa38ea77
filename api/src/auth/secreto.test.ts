import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRASENAS_DEMO } from '../../../seeds/01_usuarios.js';
import { CUENTAS_DEMO, seedSource } from '../../../seeds/index.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/connection.js';
import { createLogger } from '../logger.js';
import { cuentasConContrasenaDemo } from './cuentasDemo.js';
import { secretoJwt } from './secreto.js';
import { carpetaTemporal } from '../../test/temporales.js';

// Each test builds PGlite databases on disk (initdb, migrations, demo data), up to three: on a busy
// machine that takes longer than the suite's 30 s.
const ESPERA_MS = 120_000;

const directorios: string[] = [];
afterAll(() => {
  for (const dir of directorios) fs.rmSync(dir, { recursive: true, force: true });
});

function nuevoDirectorio() {
  const dir = carpetaTemporal('carbonsur-secreto');
  directorios.push(dir);
  return dir;
}

/** What `npm start` does on the embedded database, without JWT_SECRET, then closes: the secret and a login token. */
async function arrancar(dataDir: string, token?: string) {
  const entorno = loadConfig({ DATA_DIR: dataDir });
  const db = createDatabase({ dataDir: entorno.dataDir, semillas: seedSource });
  await db.migrate.latest();
  await db.seed.run();
  const config = { ...entorno, jwtSecret: await secretoJwt(db, entorno.jwtSecret) };
  const server = createApp({ db, config, logger: createLogger('silent') }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  try {
    const actual = token && (await fetch(`${base}/auth/usuario-actual`, { headers: { Authorization: `Bearer ${token}` } })).status;
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nombreUsuario: 'admin', contrasena: CONTRASENAS_DEMO.admin }),
    });
    return { secreto: config.jwtSecret, token: (await login.json()).token as string, actual };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
  }
}

describe('the token-signing secret without JWT_SECRET', { timeout: ESPERA_MS }, () => {
  it('is random on the first start and kept with the data, so tokens survive a restart', async () => {
    const dir = nuevoDirectorio();
    const primero = await arrancar(dir);
    expect(primero.secreto).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const segundo = await arrancar(dir, primero.token);
    expect(segundo.secreto).toBe(primero.secreto);
    expect(segundo.actual).toBe(200);

    const otro = await arrancar(nuevoDirectorio(), primero.token);
    expect(otro.secreto).not.toBe(primero.secreto);
    expect(otro.actual).toBe(401);
  });

  it('is JWT_SECRET when given, and then nothing is generated', async () => {
    const db = createDatabase({ dataDir: nuevoDirectorio() });
    await db.migrate.latest();
    expect(await secretoJwt(db, 'x'.repeat(40))).toBe('x'.repeat(40));
    expect(await db('ajustes').count({ n: '*' })).toEqual([{ n: 0 }]);
    await db.destroy();
  });
});

describe('the start-up warning about demo passwords', { timeout: ESPERA_MS }, () => {
  it('names the active demo accounts that still have their published password', async () => {
    const db = createDatabase({ dataDir: nuevoDirectorio(), semillas: seedSource });
    await db.migrate.latest();
    await db.seed.run();
    expect((await cuentasConContrasenaDemo(db, CUENTAS_DEMO)).sort()).toEqual(Object.keys(CONTRASENAS_DEMO).sort());
    await db('usuarios').where({ nombre_usuario: 'admin' }).update({ contrasena_hash: 'otro' });
    await db('usuarios').where({ nombre_usuario: 'rquiroga' }).update({ active: false });
    expect((await cuentasConContrasenaDemo(db, CUENTAS_DEMO)).sort()).toEqual(['chofer', 'empleado', 'supervisor']);
    await db.destroy();
  });
});
