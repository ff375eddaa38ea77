import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/connection.js';
import { seedSource } from '../../seeds/index.js';
import { baseNueva, MEMORIA_DE_PRUEBA } from './harness.js';
import { carpetaTemporal } from './temporales.js';

/**
 * The API tests' global setup: the database every test app starts from, migrated and seeded once per
 * run instead of once per test file. On PGlite a new cluster, its migrations and the demo data took
 * most of a file's time (7-9 s of a file of a few tests on the CI machine). On PGlite each app opens a
 * copy of a data directory (about 0.5 s of CPU; loading a dumped data dir into memory took 2 s); on
 * PostgreSQL each app's database is a copy (CREATE DATABASE ... TEMPLATE).
 */

/** Where a test app's database comes from, with the demo data or without: databases on the server
 *  of TEST_DATABASE_URL, or, on PGlite, data directories. */
export type Plantillas = Record<'conDatos' | 'sinDatos', string>;

declare module 'vitest' {
  export interface ProvidedContext {
    plantillas: Plantillas;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const sinDatos = await baseNueva(serverUrl);
    await prepararYCerrar(sinDatos.url, (db) => db.migrate.latest());
    const conDatos = await baseNueva(serverUrl, sinDatos.nombre);
    await prepararYCerrar(conDatos.url, (db) => db.seed.run());
    project.provide('plantillas', { conDatos: conDatos.nombre, sinDatos: sinDatos.nombre });
    return async () => {
      await conDatos.eliminar();
      await sinDatos.eliminar();
    };
  }

  const dir = carpetaTemporal('carbonsur-plantillas');
  const plantillas: Plantillas = { conDatos: path.join(dir, 'con-datos'), sinDatos: path.join(dir, 'sin-datos') };
  await prepararPglite(plantillas.sinDatos, (db) => db.migrate.latest());
  fs.cpSync(plantillas.sinDatos, plantillas.conDatos, { recursive: true });
  await prepararPglite(plantillas.conDatos, (db) => db.seed.run());
  project.provide('plantillas', plantillas);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Prepares a PGlite data directory, closed (so checkpointed) when it is done: each test app opens a copy of it. */
async function prepararPglite(dataDir: string, preparar: (db: Knex) => Promise<unknown>) {
  const db = createDatabase({ dataDir, semillas: seedSource, sharedBuffers: MEMORIA_DE_PRUEBA });
  try {
    await preparar(db);
  } finally {
    await db.destroy();
  }
}

/** Prepares a PostgreSQL database, then leaves no connection to it: a template must have none. */
async function prepararYCerrar(url: string, preparar: (db: Knex) => Promise<unknown>) {
  const db = createDatabase({ url, semillas: seedSource });
  try {
    await preparar(db);
  } finally {
    await db.destroy();
  }
}
