import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';

// Each engine's own consistent copy and its restore: PGlite's dump of its data directory (taken between two
// statements of its only connection) and pg_dump's snapshot, restored by pg_restore.

/** PGlite's data directory as a tar.gz, written to `destino`, taken while no statement runs (its one connection is held). */
export async function volcarPglite(db: Knex, destino: string): Promise<void> {
  const pglite = (await db.client.acquireConnection()) as PGlite;
  let tar: Blob;
  try {
    // The data files up to date: the copy then needs no WAL replayed to open (it would open anyway).
    await pglite.exec('CHECKPOINT');
    tar = await pglite.dumpDataDir('gzip');
  } finally {
    await db.client.releaseConnection(pglite);
  }
  await escribirSincronizado(destino, Buffer.from(await tar.arrayBuffer()));
}

async function escribirSincronizado(destino: string, contenido: Buffer) {
  const archivo = await fs.promises.open(destino, 'w', 0o600);
  try {
    await archivo.writeFile(contenido);
    await archivo.sync();
  } finally {
    await archivo.close();
  }
}

/** pg_dump's custom format (-Fc) of the database of `url`: a consistent snapshot while the servers keep writing. */
export function volcarPostgres(url: string, destino: string): Promise<void> {
  return correr('pg_dump', ['--format=custom', `--file=${destino}`], url);
}

/** Opens a PGlite backup in memory: fails with a Spanish message unless it is a database of this application. */
export async function comprobarCopiaPglite(archivo: string): Promise<void> {
  const pglite = new PGlite({ loadDataDir: await leerTar(archivo) });
  try {
    await pglite.query('SELECT name FROM knex_migrations LIMIT 1');
  } catch {
    throw new Error(`${archivo} no es una copia de la base de CarbonSur que se pueda abrir`);
  } finally {
    // One that never opened may fail to close too: the reason given is the one above.
    await pglite.close().catch(() => undefined);
  }
}

/** Loads a PGlite backup into the (empty) data directory `dataDir`. */
export async function restaurarPglite(archivo: string, dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir, loadDataDir: await leerTar(archivo) });
  await pglite.waitReady;
  await pglite.close();
}

// gzip's magic number: PGlite decides by the type whether to unzip, and a dump may be a plain tar.
const GZIP = [0x1f, 0x8b];

async function leerTar(archivo: string): Promise<File> {
  const contenido = await fs.promises.readFile(archivo);
  const type = contenido[0] === GZIP[0] && contenido[1] === GZIP[1] ? 'application/gzip' : 'application/x-tar';
  return new File([contenido], path.basename(archivo), { type });
}

/** Fails with a Spanish message unless `archivo` is an archive pg_restore can read. */
export function comprobarCopiaPostgres(archivo: string): Promise<void> {
  return correr('pg_restore', ['--list', archivo]).catch((error: Error) => {
    throw new Error(`${archivo} no es una copia de pg_dump que se pueda leer: ${error.message}`);
  });
}

/** pg_restore into the database of `url`, all or nothing; objects owned and granted by whoever restores. */
export function restaurarPostgres(archivo: string, url: string): Promise<void> {
  return correr('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', archivo], url);
}

/**
 * Runs a PostgreSQL client program, with the database of `url` as its --dbname: the password goes in PGPASSWORD,
 * not in the command line another user of the machine could read. Rejects with its error output.
 */
function correr(programa: string, argumentos: string[], url?: string): Promise<void> {
  const { dbname, password } = url ? sinContrasena(url) : { dbname: undefined, password: undefined };
  const env = password === undefined ? process.env : { ...process.env, PGPASSWORD: password };
  return new Promise((resolve, reject) => {
    const hijo = spawn(programa, dbname ? [...argumentos, `--dbname=${dbname}`] : argumentos, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errores = '';
    hijo.stderr.on('data', (parte: Buffer) => {
      errores += parte.toString();
    });
    hijo.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`no se encontró ${programa}: instale el cliente de PostgreSQL (la versión del servidor o una más nueva)`)
          : error,
      ),
    );
    hijo.on('close', (codigo) =>
      codigo === 0 ? resolve() : reject(new Error(errores.trim() || `${programa} terminó con el código ${codigo}`)),
    );
  });
}

function sinContrasena(url: string): { dbname: string; password?: string } {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return { dbname: url };
    const password = decodeURIComponent(parsed.password);
    parsed.password = '';
    return { dbname: parsed.toString(), password };
  } catch {
    return { dbname: url };
  }
}
