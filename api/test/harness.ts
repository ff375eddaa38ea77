import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../src/app.js';
import type { Facturacion } from '../src/comprobantes/autorizacion.js';
import { secretoJwt } from '../src/auth/secreto.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDatabase } from '../src/db/connection.js';
import { type Atajos, atajosDe } from '../src/db/rapido/atajos.js';
import { createLogger } from '../src/logger.js';
import { CONTRASENAS_DEMO } from '../../seeds/01_usuarios.js';
import { idDeUsuario } from './fixtures.js';
import { carpetaTemporal } from './temporales.js';

/** One server over the test database. */
export interface TestServer {
  url: string;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestApp extends TestServer {
  db: Knex;
  config: Config;
  /** Sets the clock every date rule reads (alerts, "today", token times). */
  setNow(date: Date | undefined): void;
  /** Another server process's stand-in: a second app over the same database (and clock), with its own config changes. */
  secondInstance(cambios?: Partial<Config>): Promise<TestServer>;
  login(nombreUsuario: string, contrasena?: string): Promise<string>;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  /** Sent as X-Forwarded-For: the client address, for an app started with TRUST_PROXY. */
  desde?: string;
  /** Other request headers (If-Match). */
  headers?: Record<string, string>;
  /** Sent as the Cookie header (a browser's device cookie). */
  cookie?: string;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any; // tests read arbitrary JSON (or a PDF's bytes)
}

/** A new database on the PostgreSQL server of `serverUrl`, empty or a copy of `plantilla`, with its name and URL. */
export async function baseNueva(serverUrl: string, plantilla?: string) {
  const nombre = `prueba_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(plantilla ? `CREATE DATABASE ${nombre} TEMPLATE ${plantilla}` : `CREATE DATABASE ${nombre}`);
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${nombre}`;
  return {
    nombre,
    url: parsed.toString(),
    /** Runs SQL as the server's administrator (outside the new database). */
    admin,
    async eliminar() {
      await admin.raw(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

/** The buffer pool of a test's PGlite database (connection.ts, sharedBuffers). */
export const MEMORIA_DE_PRUEBA = '16MB';

/** A copy of the PGlite data directory `plantilla`, for one test app (removed when the app closes). */
function copiaDe(plantilla: string): string {
  const dataDir = carpetaTemporal('carbonsur-prueba');
  fs.cpSync(plantilla, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A real server on a free port over a real, fresh database, migrated and with the demo data (unless
 * `seed: false`): PGlite over a copy of a data directory, or a new database on the PostgreSQL server of TEST_DATABASE_URL
 * (dropped on close). Either starts as a copy of the run's template (api/test/plantillas.ts). It runs the
 * fast paths of the environment (RAPIDO, RAPIDO_*), or `atajos` for a test of a fast path itself. It invoices through
 * `facturacion` (a test's local ARCA), or not at all.
 */
export async function startTestApp(
  options: { seed?: boolean; env?: NodeJS.ProcessEnv; atajos?: Atajos; facturacion?: Facturacion } = {},
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const plantilla = inject('plantillas')[options.seed === false ? 'sinDatos' : 'conDatos'];
  const nueva = serverUrl ? await baseNueva(serverUrl, plantilla) : undefined;
  const dataDir = nueva ? undefined : copiaDe(plantilla);
  const db = createDatabase({ ...(nueva ? { url: nueva.url } : { dataDir, sharedBuffers: MEMORIA_DE_PRUEBA }), atajos: options.atajos });

  let fixedNow: Date | undefined;
  // The run's BCRYPT_COST (vitest.config.ts), but for an app in production, which refuses it and hashes at its default.
  const costo = options.env?.NODE_ENV === 'production' ? {} : { BCRYPT_COST: process.env.BCRYPT_COST };
  const entorno = loadConfig({ NODE_ENV: 'test', ...costo, ...options.env });
  const config: Config = {
    ...entorno,
    databaseUrl: nueva?.url,
    atajos: atajosDe(db),
    jwtSecret: await secretoJwt(db, entorno.jwtSecret),
    now: () => fixedNow ?? new Date(),
  };
  const principal = await serve(db, config, options.facturacion);

  return {
    db,
    config,
    url: principal.url,
    setNow(date) {
      fixedNow = date;
    },
    request: principal.request,
    secondInstance: (cambios = {}) => serve(db, { ...config, ...cambios }, options.facturacion),
    async login(nombreUsuario, contrasena = CONTRASENAS_DEMO[nombreUsuario as keyof typeof CONTRASENAS_DEMO]) {
      const res = await principal.request('POST', '/auth/login', { body: { nombreUsuario, contrasena } });
      if (res.status !== 200 || !res.body.token) throw new Error(`login ${nombreUsuario}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    async close() {
      await principal.close();
      await db.destroy();
      await nueva?.eliminar();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type OpcionesDeApp = Parameters<typeof startTestApp>[0];

/**
 * The test file's app: started in the file's beforeAll, closed in its afterAll, and usable from the file's top level
 * (helpers and destructuring) because every member is read at call time. Hooks registered after it run after it.
 */
export function appDelArchivo(opciones?: OpcionesDeApp): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(opciones);
  });
  afterAll(() => app?.close());
  const abierta = () => {
    if (!app) throw new Error('La app de prueba se abre en el beforeAll del archivo');
    return app;
  };
  return {
    get db() {
      return abierta().db;
    },
    get config() {
      return abierta().config;
    },
    get url() {
      return abierta().url;
    },
    request: (...args) => abierta().request(...args),
    setNow: (date) => abierta().setNow(date),
    secondInstance: (cambios) => abierta().secondInstance(cambios),
    login: (...args) => abierta().login(...args),
    close: () => abierta().close(),
  };
}

/** The demo users a test file signs in, by role: each one's user name is its role's (seeds/01_usuarios.ts). */
export const ROLES = ['admin', 'supervisor', 'empleado'] as const;
export type Rol = (typeof ROLES)[number];

/** The demo users' tokens and ids by role, signed in in the file's beforeAll (after `appDelArchivo`'s). */
export function sesionesDelArchivo(app: TestApp) {
  const tokens: Record<Rol, string> = { admin: '', supervisor: '', empleado: '' };
  const usuarioId: Record<Rol, number> = { admin: 0, supervisor: 0, empleado: 0 };
  beforeAll(async () => {
    for (const rol of ROLES) {
      tokens[rol] = await app.login(rol);
      usuarioId[rol] = await idDeUsuario(app, rol);
    }
  });
  return { tokens, usuarioId };
}

async function serve(db: Knex, config: Config, facturacion?: Facturacion): Promise<TestServer> {
  const server: Server = createApp({ db, config, logger: createLogger('silent'), facturacion }).listen(0);
  // Idle sockets stay open until close(): with the default 5 s, a machine loaded enough to delay the test's fetch
  // past undici's margin let it reuse a socket the server was closing at that moment (ECONNRESET on a CI run).
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    ...clienteHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Requests to the API of the server at `base` (also a server process a test started). */
export function clienteHttp(base: string): Omit<TestServer, 'close'> {
  async function request(method: string, path: string, opts: RequestOptions = {}) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.desde) headers['X-Forwarded-For'] = opts.desde;
    if (opts.cookie) headers.Cookie = opts.cookie;
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.rawBody;
    if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${base}/api${path}`, { method, headers, body });
    // A PDF (a printed paper) or an image (a delivery's signature) stays bytes; every other answer is JSON or empty.
    const tipo = res.headers.get('Content-Type') ?? '';
    // So does a file to save (a Libro IVA Digital's text, in Windows-1252).
    const archivo = (res.headers.get('Content-Disposition') ?? '').startsWith('attachment');
    if (tipo === 'application/pdf' || tipo.startsWith('image/') || archivo)
      return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  return { url: base, request };
}
