import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Respaldo } from '#dominio/respaldos';
import { formatoTamano } from '#dominio/formatos';
import { createDatabase } from '../db/connection.js';
import { type Motor, motorDe } from './archivos.js';
import { entornoDeRespaldos, type EntornoDeRespaldos } from './configuracion.js';
import { pedirRespaldo, SERVIDOR_EN_MARCHA, servidorEnMarcha } from './canal.js';
import { respaldosService } from './service.js';
import { comprobarCopiaPglite, comprobarCopiaPostgres, restaurarPglite, restaurarPostgres } from './volcado.js';

// `npm run respaldo` and `npm run restaurar -- ARCHIVO [--forzar]` (node api/dist/server.js respaldo|restaurar):
// what they say goes to the terminal in Spanish; the exit code is 0 only when it worked.

export const COMANDOS = ['respaldo', 'restaurar'] as const;
export type Comando = (typeof COMANDOS)[number];
export const esComando = (argumento: string | undefined): argumento is Comando => (COMANDOS as readonly string[]).includes(argumento ?? '');

/** A refusal or failure whose message is all the user needs. */
class Rechazo extends Error {}

/** Runs `respaldo` or `restaurar` with its arguments; resolves with the process's exit code once what it said is written. */
export async function correrComando([comando, ...argumentos]: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let codigo = 0;
  try {
    const entorno = entornoDeRespaldos(env);
    process.stdout.write(`${comando === 'respaldo' ? await respaldo(entorno) : await restaurar(entorno, argumentos)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof Rechazo ? error.message : `Error: ${(error as Error).message}`}\n`);
    codigo = 1;
  }
  // A pipe may take the text after process.exit otherwise (macOS): wait until both are flushed.
  for (const salida of [process.stdout, process.stderr]) await new Promise((resolve) => salida.write('', resolve));
  return codigo;
}

const DONDE = (entorno: EntornoDeRespaldos) => (entorno.databaseUrl ? 'la base de DATABASE_URL' : `DATA_DIR (${entorno.dataDir})`);

async function respaldo(entorno: EntornoDeRespaldos): Promise<string> {
  const enMarcha = entorno.databaseUrl ? undefined : servidorEnMarcha(entorno.dataDir);
  let hecho: Respaldo;
  if (enMarcha) {
    // The server has the embedded database open: it takes the backup itself.
    hecho = await pedirRespaldo(enMarcha.canal).catch((error: Error) => {
      throw new Rechazo(
        `El servidor (pid ${enMarcha.pid}) tiene abierta la base de DATA_DIR pero no respondió por su canal de respaldo (${error.message}). ` +
          `Corra el comando con el mismo usuario del sistema que el servidor; si el servidor no está en marcha, borre ${path.join(entorno.dataDir, SERVIDOR_EN_MARCHA)}.`,
      );
    });
  } else {
    if (!entorno.databaseUrl && !tieneBase(entorno.dataDir)) throw new Rechazo(`No hay una base de datos en DATA_DIR (${entorno.dataDir}).`);
    hecho = await conBase(entorno, (db) => respaldosService(db, entorno).manual());
  }
  if (hecho.Resultado === 'fallido') throw new Rechazo(`El respaldo falló: ${hecho.Error}`);
  return `Respaldo guardado: ${path.join(entorno.respaldos.directorio, hecho.Archivo!)} (${formatoTamano(hecho.Tamano ?? 0)}).`;
}

async function restaurar(entorno: EntornoDeRespaldos, argumentos: string[]): Promise<string> {
  const forzar = argumentos.includes('--forzar');
  const [archivo, ...otros] = argumentos.filter((a) => a !== '--forzar');
  if (!archivo || otros.length > 0 || archivo.startsWith('-')) {
    throw new Rechazo('Uso: npm run restaurar -- ARCHIVO [--forzar] (con el servidor detenido).');
  }
  if (!fs.existsSync(archivo)) throw new Rechazo(`No existe el archivo ${archivo}.`);
  const motor = motorDeLaCopia(archivo);
  if (motor !== motorDe(entorno.databaseUrl)) {
    throw new Rechazo(
      motor === 'postgres'
        ? `${archivo} es una copia de PostgreSQL (pg_dump): se restaura en la base de DATABASE_URL.`
        : `${archivo} es una copia de la base embebida (PGlite): se restaura en DATA_DIR, sin DATABASE_URL.`,
    );
  }
  if (motor === 'pglite') await restaurarEnDirectorio(entorno.dataDir, archivo, forzar);
  else await conBase(entorno, (db) => restaurarEnBase(db, entorno.databaseUrl!, archivo, forzar));
  return `Base restaurada en ${DONDE(entorno)} desde ${archivo}. Arranque el servidor (npm start): aplica las migraciones que falten.`;
}

/** By its extension: PGlite's .tar.gz (or .tgz), pg_dump's .dump. */
function motorDeLaCopia(archivo: string): Motor {
  if (/\.(tar\.gz|tgz)$/.test(archivo)) return 'pglite';
  if (archivo.endsWith('.dump')) return 'postgres';
  throw new Rechazo(
    `No se reconoce ${archivo}: una copia es un .tar.gz (base embebida) o un .dump (PostgreSQL), como los que escribe npm run respaldo.`,
  );
}

const noVacia = (forzar: boolean, donde: string) => {
  if (!forzar) throw new Rechazo(`${donde} no está vacía: para reemplazar la base que tiene por la copia, repita con --forzar.`);
};

async function restaurarEnDirectorio(dataDir: string, archivo: string, forzar: boolean) {
  const enMarcha = servidorEnMarcha(dataDir);
  if (enMarcha) throw new Rechazo(`El servidor está en marcha sobre DATA_DIR (${dataDir}, pid ${enMarcha.pid}): deténgalo antes de restaurar.`);
  const contenido = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : [];
  if (contenido.length > 0) noVacia(forzar, `DATA_DIR (${dataDir})`);
  // Checked whole before anything of the old database is deleted.
  await comprobarCopiaPglite(archivo);
  for (const nombre of contenido) fs.rmSync(path.join(dataDir, nombre), { recursive: true, force: true });
  await restaurarPglite(archivo, dataDir);
  // A backup taken by a running server carries its note: this directory has no server yet.
  fs.rmSync(path.join(dataDir, SERVIDOR_EN_MARCHA), { force: true });
}

async function restaurarEnBase(db: Knex, url: string, archivo: string, forzar: boolean) {
  const { rows } = await db.raw(
    `SELECT (SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid())::int AS conexiones,
            (SELECT count(*) FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema'))::int AS tablas`,
  );
  const { conexiones, tablas } = rows[0];
  if (conexiones > 0) {
    throw new Rechazo(
      `Hay ${conexiones} conexiones abiertas a la base de DATABASE_URL: detenga el servidor (y cualquier otro cliente) antes de restaurar.`,
    );
  }
  if (tablas > 0) noVacia(forzar, 'La base de DATABASE_URL');
  await comprobarCopiaPostgres(archivo);
  if (tablas > 0) await db.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  await restaurarPostgres(archivo, url);
}

/** A PGlite data directory with a database in it (PGlite would otherwise create a new, empty one). */
const tieneBase = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

async function conBase<T>(entorno: EntornoDeRespaldos, usar: (db: Knex) => Promise<T>): Promise<T> {
  const db = createDatabase(entorno.databaseUrl ? { url: entorno.databaseUrl } : { dataDir: entorno.dataDir });
  try {
    return await usar(db);
  } finally {
    await db.destroy();
  }
}
