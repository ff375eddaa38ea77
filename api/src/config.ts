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

const DEV_JWT_SECRET = 'solo-para-desarrollo-cambiar-en-produccion';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  if (production && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET es obligatorio con NODE_ENV=production');
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '8h',
    zonaNegocio: env.TZ_NEGOCIO ?? ZONA_NEGOCIO_POR_DEFECTO,
    // The demo data is on by default only for the embedded database.
    seedDemo: env.SEED_DEMO !== undefined ? env.SEED_DEMO !== 'false' && env.SEED_DEMO !== '0' : !databaseUrl,
    production,
    now: () => new Date(),
  };
}
