import path from 'node:path';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';

/** BACKUP_DIR and RESPALDO_*: where backups go, whether the server takes one each night, when and how many it keeps. */
export interface ConfigRespaldos {
  /** BACKUP_DIR, absolute. */
  directorio: string;
  /** RESPALDO_AUTOMATICO: on by default with PGlite, off with PostgreSQL (whose DBA has their own). */
  automatico: boolean;
  /** RESPALDO_HORA: the wall-clock time of the business zone. */
  hora: { hora: number; minuto: number };
  /** RESPALDO_CONSERVAR: the newest this many files stay in BACKUP_DIR. */
  conservar: number;
}

/** What the backup commands need of the environment: the database, the business zone and the backups' own variables. */
export interface EntornoDeRespaldos {
  databaseUrl?: string;
  dataDir: string;
  zonaNegocio: string;
  respaldos: ConfigRespaldos;
  now: () => Date;
}

const HORA = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** RESPALDO_* and BACKUP_DIR; a wrong value stops the server (or the command) with its message. */
export function leerRespaldos(env: NodeJS.ProcessEnv, conPostgres: boolean): ConfigRespaldos {
  const automatico = env.RESPALDO_AUTOMATICO ?? '';
  if (!['', '1', '0', 'true', 'false'].includes(automatico)) throw new Error('RESPALDO_AUTOMATICO debe ser 1 o 0 (true o false)');
  const hora = HORA.exec(env.RESPALDO_HORA || '03:00');
  if (!hora) throw new Error('RESPALDO_HORA debe ser una hora HH:MM, de 00:00 a 23:59');
  const conservar = env.RESPALDO_CONSERVAR || '14';
  if (!/^[1-9]\d{0,3}$/.test(conservar)) throw new Error('RESPALDO_CONSERVAR debe ser un número entero de 1 a 9999');
  return {
    directorio: path.resolve(env.BACKUP_DIR || './respaldos'),
    automatico: automatico === '' ? !conPostgres : automatico === '1' || automatico === 'true',
    hora: { hora: Number(hora[1]), minuto: Number(hora[2]) },
    conservar: Number(conservar),
  };
}

/** The environment of `npm run respaldo` and `npm run restaurar`: only what they use, so a missing JWT_SECRET does not stop them. */
export function entornoDeRespaldos(env: NodeJS.ProcessEnv): EntornoDeRespaldos {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    zonaNegocio: env.TZ_NEGOCIO ?? ZONA_NEGOCIO_POR_DEFECTO,
    respaldos: leerRespaldos(env, Boolean(databaseUrl)),
    now: reloj(env.RELOJ_DESDE, env.NODE_ENV === 'production'),
  };
}

/**
 * RELOJ_DESDE: an instant (ISO 8601) the server's clock starts at and runs on from, for a demo or a class set on
 * another day and for the browser tests of what happens on a later day (a scheduled price increase). Every date rule
 * reads this clock; signing and checking sessions keep the real one. Refused in production.
 */
export function reloj(valor: string | undefined, production: boolean): () => Date {
  if (!valor) return () => new Date();
  if (production) throw new Error('RELOJ_DESDE no se admite con NODE_ENV=production');
  const inicio = Date.parse(valor);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(valor) || Number.isNaN(inicio))
    throw new Error('RELOJ_DESDE debe ser un instante ISO 8601, por ejemplo 2026-12-04T09:00:00-03:00');
  const adelanto = inicio - Date.now();
  return () => new Date(Date.now() + adelanto);
}
