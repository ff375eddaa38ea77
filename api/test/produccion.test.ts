import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRASENAS_DEMO } from '../../seeds/01_usuarios.js';
import { compilarServidor, correrHastaSalir, iniciarServidor } from './procesos.js';
import { carpetaTemporal } from './temporales.js';

// The compiled server (what the container runs) with NODE_ENV=production on a new embedded database.

// Each test initialises a PGlite directory (and one loads the demo data): slow on a busy machine.
const ESPERA_MS = 180_000;
const FATAL = 60;

const directorios: string[] = [];
beforeAll(() => compilarServidor());
afterAll(() => {
  for (const dir of directorios) fs.rmSync(dir, { recursive: true, force: true });
});

/** NODE_ENV=production on a new PGlite directory, plus `extra`. */
function produccion(extra: NodeJS.ProcessEnv = {}) {
  const dir = carpetaTemporal('carbonsur-produccion');
  directorios.push(dir);
  // BCRYPT_COST unset: production refuses the tests' cheaper cost (vitest.config.ts).
  return { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(48), DATABASE_URL: '', DATA_DIR: dir, BCRYPT_COST: '', ...extra };
}

const ADMIN_INICIAL = {
  ADMIN_INICIAL_USUARIO: 'mdominguez',
  ADMIN_INICIAL_CONTRASENA: 'Carbon-2026-inicial',
  ADMIN_INICIAL_EMAIL: 'mdominguez@carbonsur.com.ar',
  ADMIN_INICIAL_NOMBRE: 'Marta',
  ADMIN_INICIAL_APELLIDO: 'Domínguez',
};

const registro = (extra: Record<string, unknown> = {}) => ({
  Nombre: 'Pablo',
  Apellido: 'Sosa',
  Telefono: '+54 11 5555-0303',
  Direccion: 'Calle 7 123, La Plata',
  Email: 'psosa@carbonsur.com.ar',
  NombreUsuario: 'psosa',
  Contrasena: 'psosa-2026',
  ...extra,
});

describe('NODE_ENV=production', { timeout: ESPERA_MS }, () => {
  it('on an empty database loads no demo accounts, and no anonymous registration makes an Administrador', async () => {
    const servidor = await iniciarServidor(produccion());
    try {
      const login = await servidor.request('POST', '/auth/login', { body: { nombreUsuario: 'admin', contrasena: CONTRASENAS_DEMO.admin } });
      expect(login.status).toBe(401);
      expect((await servidor.request('GET', '/configuracion')).body.data.Registro).toBe('aprobacion');
      const admin = await servidor.request('POST', '/auth/registrar', { body: registro({ Rol: 'Administrador' }) });
      expect(admin.status).toBe(403);
      const empleado = await servidor.request('POST', '/auth/registrar', { body: registro() });
      expect(empleado.status).toBe(201);
      expect(empleado.body.data).toMatchObject({ Rol: 'Empleado', Active: false });
    } finally {
      expect(await servidor.terminar()).toBe(0);
    }
  });

  it('with SEED_DEMO=1 refuses to start, naming the accounts with a published password and how to change them', async () => {
    const { codigo, logs } = await correrHastaSalir(produccion({ SEED_DEMO: '1' }));
    expect(codigo).not.toBe(0);
    const fatal = logs.find((linea) => linea.level === FATAL)?.msg ?? '';
    for (const cuenta of Object.keys(CONTRASENAS_DEMO)) expect(fatal).toContain(cuenta);
    expect(fatal).toContain('npm run admin:crear');
    expect(logs.some((linea) => linea.msg.startsWith('servidor escuchando'))).toBe(false);
  });

  it('MIGRATE_ONLY with ADMIN_INICIAL_* creates the first administrator, who signs in; admin:crear later recovers the account', async () => {
    const entorno = produccion();
    const preparacion = await correrHastaSalir({ ...entorno, MIGRATE_ONLY: '1', ...ADMIN_INICIAL });
    expect(preparacion.codigo).toBe(0);
    expect(preparacion.logs.map((l) => l.msg)).toContain('administrador mdominguez creado');
    // Once an administrator is active, the release step leaves it alone whatever the variables say.
    const otraVez = await correrHastaSalir({ ...entorno, MIGRATE_ONLY: '1', ...ADMIN_INICIAL, ADMIN_INICIAL_CONTRASENA: 'ignorada-123' });
    expect(otraVez.codigo).toBe(0);
    // A wrong variable stops the command with the schema's message.
    const mal = await correrHastaSalir({ ...entorno, ...ADMIN_INICIAL, ADMIN_INICIAL_CONTRASENA: '123' }, ['admin:crear']);
    expect(mal.codigo).toBe(1);
    expect(mal.logs.find((l) => l.level === FATAL)?.msg).toBe('Administrador inicial: ADMIN_INICIAL_CONTRASENA: Mínimo 6 caracteres');

    const servidor = await iniciarServidor(entorno);
    const ingresar = (contrasena: string) => servidor.request('POST', '/auth/login', { body: { nombreUsuario: 'mdominguez', contrasena } });
    try {
      const res = await ingresar(ADMIN_INICIAL.ADMIN_INICIAL_CONTRASENA);
      expect(res.status).toBe(200);
      // Production's REQUIERE_2FA=administradores: the password was right, and a second factor is turned on before any token.
      expect(res.body).toEqual({ success: true, SegundoFactor: 'inscripcion', Desafio: expect.any(String) });
      const inscripcion = await servidor.request('POST', '/auth/segundo-factor/inscripcion', { body: { Desafio: res.body.Desafio } });
      expect(inscripcion.status).toBe(200);
      expect((await ingresar('ignorada-123')).status).toBe(401);
    } finally {
      expect(await servidor.terminar()).toBe(0);
    }

    // A forgotten password: the command sets the new one on the existing account.
    const recupero = await correrHastaSalir({ ...entorno, ADMIN_INICIAL_USUARIO: 'mdominguez', ADMIN_INICIAL_CONTRASENA: 'Carbon-2026-nueva' }, [
      'admin:crear',
    ]);
    expect(recupero.codigo).toBe(0);
    const otro = await iniciarServidor(entorno);
    try {
      expect(
        (await otro.request('POST', '/auth/login', { body: { nombreUsuario: 'mdominguez', contrasena: 'Carbon-2026-nueva' } })).status,
      ).toBe(200);
    } finally {
      expect(await otro.terminar()).toBe(0);
    }
  });
});
