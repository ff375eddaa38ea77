import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import path from 'node:path';

export interface Config {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  zonaNegocio: string;
  seedDemo: boolean;
  production: boolean;
  /** Current time; injectable so date rules (alerts, "today") can be tested at their boundaries. */
  now: () => Date;
}

/**
 * The configuration as the environment gives it. Without JWT_SECRET the signing secret is the one
 * kept in the database (auth/secreto.ts), which the server reads once the database is open.
 */
export type ConfigEntorno = Omit<Config, 'jwtSecret'> & { jwtSecret?: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ConfigEntorno {
  const production = env.NODE_ENV === 'production';
  if (production && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET es obligatorio con NODE_ENV=production');
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '8h',
    zonaNegocio: env.TZ_NEGOCIO ?? ZONA_NEGOCIO_POR_DEFECTO,
    // The demo data is on by default only for the embedded database.
    seedDemo: env.SEED_DEMO !== undefined ? env.SEED_DEMO !== 'false' && env.SEED_DEMO !== '0' : !databaseUrl,
    production,
    now: () => new Date(),
  };
}
