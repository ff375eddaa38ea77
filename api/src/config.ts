import { partesDeISO } from '#dominio/fechas';
import { DESCUENTO_MAXIMO_POR_DEFECTO } from '#dominio/listas';
import type { Rol } from '#dominio/roles';
import { MODOS_REGISTRO, type ModoRegistro } from '#dominio/usuarios';
import { type ConfigArca, leerConfigArca } from './arca/config.js';
import { type ConfigCorreo, leerConfigCorreo } from './correos/configuracion.js';
import { type Atajos, leerAtajos } from './db/rapido/atajos.js';
import { type ConfigRespaldos, entornoDeRespaldos } from './respaldos/configuracion.js';

/** The company as the printed papers (remito, orden de compra) head it; an empty CUIT or phone is left out. */
export interface Empresa {
  nombre: string;
  direccion: string;
  cuit: string;
  telefono: string;
  /** EMPRESA_IIBB: the number in ingresos brutos, printed on the comprobantes. */
  iibb: string;
  /** EMPRESA_INICIO_ACTIVIDADES: the start of activities ARCA has, YYYY-MM-DD, printed on the comprobantes. */
  inicioActividades: string;
}

/** The company's name when EMPRESA_NOMBRE does not give it (the demo's). */
const NOMBRE_EMPRESA_DEMO = 'CarbonSur — Distribuidora de Carbón';

export interface Config {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  zonaNegocio: string;
  seedDemo: boolean;
  production: boolean;
  /** abierto: accounts start active; aprobacion: they wait for an administrator; cerrado: only an administrator creates them. */
  registro: ModoRegistro;
  /**
   * REQUIERE_2FA: 'administradores' makes every Administrador turn on a second factor (TOTP) at their next sign-in
   * (the production default); 'nadie' leaves it to each user (the default elsewhere).
   */
  requiere2fa: RequiereSegundoFactor;
  /** How many reverse proxies in front append to X-Forwarded-For; 0: the client address is the socket's. */
  trustProxy: number;
  /** BCRYPT_COST: bcrypt's cost of every password hash; 10 by default and at least that in production (decision 118). */
  costoContrasenas: number;
  empresa: Empresa;
  /** WEB_CONCURRENCY: server processes wanted (api/src/cluster.ts runs one on PGlite). */
  webConcurrency: number;
  /** MIGRATE_ONLY: prepare the database (migrations, demo data, secret) and exit, as a release step. */
  migrateOnly: boolean;
  /** RAPIDO and RAPIDO_*: the fast paths the database runs with (api/src/db/rapido/README.md). */
  atajos: Atajos;
  /**
   * COBRO_PUERTA_MARGEN: how much more than its order's total a stop may collect at the door, as a percentage of
   * that total (a client who rounds up leaves the rest in favour; a driver cannot leave any credit).
   */
  cobroPuertaMargen: number;
  /** DESCUENTO_MAXIMO_EMPLEADO and _SUPERVISOR: the largest discount (percent) a line of theirs may carry; an Administrador's is 100. */
  descuentosMaximos: Record<Rol, number>;
  /** METRICAS_TOKEN: a bearer token that reads GET /api/metricas without a session (Prometheus's). */
  metricasToken?: string;
  /** BACKUP_DIR and RESPALDO_*: the backups (api/src/respaldos/). */
  respaldos: ConfigRespaldos;
  /** ARCA_* and EMPRESA_CONDICION_IVA: electronic invoicing (api/src/arca/config.ts, comprobantes/facturacion.ts). */
  arca: ConfigArca;
  /** SMTP_*, CORREO_REMITENTE and CORREO_CADA_SEGUNDOS: the outbox's server (api/src/correos/). */
  correo: ConfigCorreo;
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
  // The database, its directory, the business zone, the backups and the clock, as the backup commands read them too.
  const base = entornoDeRespaldos(env);
  const { databaseUrl } = base;
  const trustProxy = proxiesDelante(env.TRUST_PROXY);
  return {
    ...base,
    port: Number(env.PORT ?? 3000),
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '8h',
    // The demo data (published passwords) is on by default only for the embedded database, and never in production.
    seedDemo: env.SEED_DEMO !== undefined ? env.SEED_DEMO !== 'false' && env.SEED_DEMO !== '0' : !databaseUrl && !production,
    production,
    registro: modoRegistro(env.REGISTRO, production),
    requiere2fa: requiereSegundoFactor(env.REQUIERE_2FA, production),
    trustProxy,
    costoContrasenas: costoDeContrasenas(env.BCRYPT_COST, production),
    empresa: {
      nombre: env.EMPRESA_NOMBRE || NOMBRE_EMPRESA_DEMO,
      direccion: env.EMPRESA_DIRECCION || 'Buenos Aires, Argentina',
      cuit: env.EMPRESA_CUIT ?? '',
      telefono: env.EMPRESA_TELEFONO ?? '',
      // A comprobante must carry both (RG 1415); the demo's are made up, and production prints none it was not given.
      iibb: env.EMPRESA_IIBB || (production ? '' : '901-123456-7'),
      inicioActividades: inicioActividades(env.EMPRESA_INICIO_ACTIVIDADES, production),
    },
    webConcurrency: procesosPedidos(env.WEB_CONCURRENCY),
    migrateOnly: env.MIGRATE_ONLY === '1' || env.MIGRATE_ONLY === 'true',
    atajos: leerAtajos(env),
    metricasToken: tokenDeMetricas(env.METRICAS_TOKEN),
    cobroPuertaMargen: margenDeCobro(env.COBRO_PUERTA_MARGEN),
    descuentosMaximos: {
      Empleado: descuentoMaximo(env.DESCUENTO_MAXIMO_EMPLEADO, 'DESCUENTO_MAXIMO_EMPLEADO', DESCUENTO_MAXIMO_POR_DEFECTO.Empleado),
      Supervisor: descuentoMaximo(env.DESCUENTO_MAXIMO_SUPERVISOR, 'DESCUENTO_MAXIMO_SUPERVISOR', DESCUENTO_MAXIMO_POR_DEFECTO.Supervisor),
      Administrador: DESCUENTO_MAXIMO_POR_DEFECTO.Administrador,
    },
    arca: leerConfigArca(env),
    correo: leerConfigCorreo(env, env.EMPRESA_NOMBRE || NOMBRE_EMPRESA_DEMO),
  };
}

/** EMPRESA_INICIO_ACTIVIDADES: a day, YYYY-MM-DD; unset, the demo's outside production. */
function inicioActividades(valor: string | undefined, production: boolean): string {
  if (!valor) return production ? '' : '2015-03-01';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(valor) || !partesDeISO(valor, 'UTC'))
    throw new Error('EMPRESA_INICIO_ACTIVIDADES debe ser una fecha AAAA-MM-DD, por ejemplo 2015-03-01');
  return valor;
}

/** TRUST_PROXY: unset, `0` or `false` for none; `1` or `true` for one proxy; a number for that many hops. */
function proxiesDelante(valor: string | undefined): number {
  if (valor === undefined || valor === '' || valor === 'false') return 0;
  if (valor === 'true') return 1;
  if (!/^\d+$/.test(valor)) throw new Error('TRUST_PROXY debe ser true, false o un número de proxies');
  return Number(valor);
}

/** BCRYPT_COST: 10 when unset; 4 to 15 (the tests hash with 4: a thousand sign-ins a run); never under 10 in production. */
function costoDeContrasenas(valor: string | undefined, production: boolean): number {
  if (valor === undefined || valor === '') return 10;
  const costo = /^\d+$/.test(valor) ? Number(valor) : Number.NaN;
  if (!(costo >= 4 && costo <= 15)) throw new Error('BCRYPT_COST debe ser un número entero de 4 a 15');
  if (production && costo < 10) throw new Error('BCRYPT_COST no puede ser menor que 10 con NODE_ENV=production');
  return costo;
}

/** METRICAS_TOKEN: unset for none; else long enough not to be guessed. */
function tokenDeMetricas(valor: string | undefined): string | undefined {
  if (valor === undefined || valor === '') return undefined;
  if (valor.length < 24) throw new Error('METRICAS_TOKEN debe tener al menos 24 caracteres');
  return valor;
}

/** COBRO_PUERTA_MARGEN: a percentage from 0 up ('10' or '10%'), 10 when unset. */
function margenDeCobro(valor: string | undefined): number {
  if (valor === undefined || valor === '') return 10;
  const porcentaje = /^(\d+(?:\.\d+)?)%?$/.exec(valor.trim())?.[1];
  if (porcentaje === undefined) throw new Error('COBRO_PUERTA_MARGEN debe ser un porcentaje de 0 en adelante (por ejemplo 10)');
  return Number(porcentaje);
}

/** DESCUENTO_MAXIMO_*: a percentage from 0 to 100 ('5' or '5%'); unset, the role's default. */
function descuentoMaximo(valor: string | undefined, nombre: string, porDefecto: number): number {
  if (valor === undefined || valor === '') return porDefecto;
  const porcentaje = /^(\d+(?:\.\d+)?)%?$/.exec(valor.trim())?.[1];
  if (porcentaje === undefined || Number(porcentaje) > 100) throw new Error(`${nombre} debe ser un porcentaje de 0 a 100 (por ejemplo 5)`);
  return Number(porcentaje);
}

export const REQUIERE_SEGUNDO_FACTOR = ['nadie', 'administradores'] as const;
export type RequiereSegundoFactor = (typeof REQUIERE_SEGUNDO_FACTOR)[number];

function requiereSegundoFactor(valor: string | undefined, production: boolean): RequiereSegundoFactor {
  if (valor === undefined || valor === '') return production ? 'administradores' : 'nadie';
  if (!(REQUIERE_SEGUNDO_FACTOR as readonly string[]).includes(valor)) throw new Error('REQUIERE_2FA debe ser nadie o administradores');
  return valor as RequiereSegundoFactor;
}

/** REGISTRO: production defaults to accounts an administrator approves; elsewhere to the spec's open registration. */
function modoRegistro(valor: string | undefined, production: boolean): ModoRegistro {
  if (valor === undefined || valor === '') return production ? 'aprobacion' : 'abierto';
  if (!(MODOS_REGISTRO as readonly string[]).includes(valor)) throw new Error('REGISTRO debe ser abierto, aprobacion o cerrado');
  return valor as ModoRegistro;
}

/** WEB_CONCURRENCY: unset for one process; otherwise a whole number from 1 up. */
function procesosPedidos(valor: string | undefined): number {
  if (valor === undefined || valor === '') return 1;
  if (!/^[1-9]\d*$/.test(valor)) throw new Error('WEB_CONCURRENCY debe ser un número entero de procesos, de 1 en adelante');
  return Number(valor);
}
