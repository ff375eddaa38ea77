import fs from 'node:fs';
import path from 'node:path';
import { diaISO, dosCifras, partesEnZona } from '#dominio/fechas';

// The backup files in BACKUP_DIR: named by the business time they were taken at, written under a temporary
// name and renamed once complete, and only the newest RESPALDO_CONSERVAR of them kept.

/** What each engine's backup is: PGlite's dump of its data directory (a tar.gz), or pg_dump's custom format. */
export const EXTENSIONES = { pglite: '.tar.gz', postgres: '.dump' } as const;
export type Motor = keyof typeof EXTENSIONES;

export const motorDe = (databaseUrl: string | undefined): Motor => (databaseUrl ? 'postgres' : 'pglite');

// carbonsur-2026-12-02-030000.tar.gz; a second one within the same second gets -2, -3...
const RESPALDO = /^carbonsur-(\d{4}-\d{2}-\d{2}-\d{6})(?:-(\d+))?(\.tar\.gz|\.dump)$/;
// Never matches RESPALDO: a half-written file is never counted, listed as a backup nor restored by mistake.
const PARCIAL = '.parcial';

/** The engine a backup file was taken from, by its name; undefined if it is not a backup of this application. */
export function motorDelArchivo(archivo: string): Motor | undefined {
  const extension = RESPALDO.exec(path.basename(archivo))?.[3];
  return (Object.keys(EXTENSIONES) as Motor[]).find((motor) => EXTENSIONES[motor] === extension);
}

/** The name of a backup taken at `fecha`: its wall-clock time in the business zone, sortable. */
export function nombreDeRespaldo(fecha: Date, zona: string, motor: Motor): string {
  const partes = partesEnZona(fecha, zona)!;
  return `carbonsur-${diaISO(partes)}-${dosCifras(partes.hora)}${dosCifras(partes.minuto)}${dosCifras(partes.segundo)}${EXTENSIONES[motor]}`;
}

/**
 * Writes a backup into `directorio` as `nombre` (or with -2, -3... if taken): `escribir` fills a temporary file
 * beside it, which is renamed only once complete. Resolves with the final name and its size in bytes.
 */
export async function escribirRespaldo(
  directorio: string,
  nombre: string,
  escribir: (temporal: string) => Promise<void>,
): Promise<{ archivo: string; tamano: number }> {
  // A backup is the whole database (password hashes, personal data): readable by the server's user only.
  fs.mkdirSync(directorio, { recursive: true, mode: 0o700 });
  const temporal = path.join(directorio, `.${nombre}.${process.pid}${PARCIAL}`);
  try {
    await escribir(temporal);
    fs.chmodSync(temporal, 0o600);
    const archivo = nombreLibre(directorio, nombre);
    // On the same file system a rename is atomic: the file appears whole or not at all.
    fs.renameSync(temporal, path.join(directorio, archivo));
    return { archivo, tamano: fs.statSync(path.join(directorio, archivo)).size };
  } finally {
    fs.rmSync(temporal, { force: true });
  }
}

function nombreLibre(directorio: string, nombre: string): string {
  const [, , , extension] = RESPALDO.exec(nombre)!;
  const base = nombre.slice(0, -extension.length);
  let libre = nombre;
  for (let n = 2; fs.existsSync(path.join(directorio, libre)); n++) libre = `${base}-${n}${extension}`;
  return libre;
}

/** The backups in `directorio`, oldest first (by the time in their names, then their -n). */
export function respaldosEn(directorio: string): string[] {
  if (!fs.existsSync(directorio)) return [];
  const clave = (nombre: string) => {
    const [, fecha, n = '1'] = RESPALDO.exec(nombre)!;
    return `${fecha}-${n.padStart(6, '0')}`;
  };
  return fs
    .readdirSync(directorio)
    .filter((nombre) => RESPALDO.test(nombre))
    .sort((a, b) => clave(a).localeCompare(clave(b)));
}

/** Deletes the oldest backups beyond the newest `conservar`; the names it deleted. */
export function aplicarRetencion(directorio: string, conservar: number): string[] {
  const sobran = respaldosEn(directorio).slice(0, -conservar);
  for (const nombre of sobran) fs.rmSync(path.join(directorio, nombre), { force: true });
  return sobran;
}
