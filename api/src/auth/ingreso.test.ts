import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clienteHttp, startTestApp, type RequestOptions, type TestApp, type TestServer } from '../../test/harness.js';
import { unico } from '../../test/fixtures.js';
import { createApp } from '../app.js';
import { CONTRASENA_COMUN } from '../usuarios/contrasenasComunes.js';

// Issue items 4 and 6: throttling a stranger cannot turn against staff (the device cookie, IPv6 /64,
// unlocking an address), common passwords, and the sign-in events (log lines and GET /auditoria/ingresos).

let app: TestApp;
/** The same app as `app` (database, config, clock), whose log lines are kept in `lineas`. */
let api: Omit<TestServer, 'close'>;
let server: Server;
const lineas: Record<string, unknown>[] = [];
let admin: string;

beforeAll(async () => {
  // Behind one proxy, so each test signs in from the client address it names.
  app = await startTestApp({ env: { TRUST_PROXY: '1' } });
  const logger = pino(
    new Writable({
      write(chunk, _encoding, done) {
        lineas.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  server = createApp({ db: app.db, config: app.config, logger }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  api = clienteHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  admin = await app.login('admin');
});
afterEach(() => app.setNow(undefined));
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

const DEMASIADOS = 'Demasiados intentos fallidos';

let direcciones = 0;
/** A client address no other request has used. */
function otraDireccion() {
  direcciones += 1;
  return `10.20.${Math.floor(direcciones / 250)}.${(direcciones % 250) + 1}`;
}

/** A new active Empleado (created by the administrator), with its id and password. */
async function nuevoUsuario() {
  const NombreUsuario = unico('ingreso');
  const Contrasena = 'brasas-de-quebracho';
  const res = await api.request('POST', '/usuarios', {
    token: admin,
    body: {
      Nombre: 'Rosa',
      Apellido: 'Quiroga',
      Telefono: '+54 11 5555-0101',
      Direccion: 'Mitre 10',
      Email: `${NombreUsuario}@example.com`,
      NombreUsuario,
      Contrasena,
      Rol: 'Empleado',
    },
  });
  expect(res.status).toBe(201);
  return { NombreUsuario, Contrasena, UsuarioID: res.body.data.UsuarioID as number };
}

const login = (nombreUsuario: string, contrasena: string, opciones: Omit<RequestOptions, 'body'> = {}) =>
  api.request('POST', '/auth/login', { ...opciones, body: { nombreUsuario, contrasena } });

/** The device cookie a successful sign-in set, as a browser sends it back (name=value). */
function cookieDe(res: { headers: Headers }): string {
  const [cookie] = res.headers.getSetCookie().filter((c) => c.startsWith('carbonsur_dispositivo='));
  expect(cookie).toBeDefined();
  return cookie.split(';')[0];
}

/** Failed sign-ins with random names from one address, as a stranger behind the office's NAT might send. */
async function inundar(desde: string, cantidad: number) {
  const estados = [];
  for (let i = 0; i < cantidad; i++) estados.push((await login(`${unico('nadie')}${Math.random()}`, 'x', { desde })).status);
  return estados;
}

describe('the device cookie', () => {
  it('is set on a successful sign-in: HttpOnly, SameSite=Strict, Path=/api/auth, 30 days; never on a failed one', async () => {
    const { NombreUsuario, Contrasena } = await nuevoUsuario();
    const res = await login(NombreUsuario, Contrasena, { desde: otraDireccion() });
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^carbonsur_dispositivo=d1\.\d+\.[\w-]+\.\d+\.[\w-]+; /);
    expect(cookie.split('; ').slice(1)).toEqual(['Path=/api/auth', 'Max-Age=2592000', 'HttpOnly', 'SameSite=Strict']);
    expect((await login(NombreUsuario, 'incorrecta', { desde: otraDireccion() })).headers.getSetCookie()).toEqual([]);
  });

  it('is Secure and named __Secure-carbonsur_dispositivo when the request came over HTTPS (the proxy says so), and read under that name', async () => {
    const { NombreUsuario, Contrasena } = await nuevoUsuario();
    const ingresar = (desde: string, cookie?: string) =>
      fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': desde,
          'X-Forwarded-Proto': 'https',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: JSON.stringify({ nombreUsuario: NombreUsuario, contrasena: Contrasena }),
      });
    const res = await ingresar(otraDireccion());
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^__Secure-carbonsur_dispositivo=d1\.[^;]+; Path=\/api\/auth; Max-Age=2592000; HttpOnly; SameSite=Strict; Secure$/);
    app.setNow(new Date());
    const oficina = otraDireccion();
    await inundar(oficina, 21);
    expect((await ingresar(oficina)).status).toBe(429);
    expect((await ingresar(oficina, cookie.split(';')[0])).status).toBe(200);
  });

  it('lets its account in from an address that 50 failed sign-ins with random names keep shut to everyone else', async () => {
    const { NombreUsuario, Contrasena } = await nuevoUsuario();
    // Signed in earlier from this browser (at home, or before the attack).
    const cookie = cookieDe(await login(NombreUsuario, Contrasena, { desde: otraDireccion() }));
    app.setNow(new Date());
    const oficina = otraDireccion();
    const estados = await inundar(oficina, 50);
    expect(estados.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(estados.slice(20)).toEqual(Array(30).fill(429));

    const sinCookie = await login(NombreUsuario, Contrasena, { desde: oficina });
    expect(sinCookie.status).toBe(429);
    expect(sinCookie.body.message).toMatch(new RegExp(`^${DEMASIADOS}\\. Intente nuevamente en`));
    const conCookie = await login(NombreUsuario, Contrasena, { desde: oficina, cookie });
    expect(conCookie.status).toBe(200);
    expect(conCookie.body.token).toEqual(expect.any(String));
    // Renewed with the same device id, so the browser keeps its own counter.
    expect(cookieDe(conCookie).split('.')[2]).toBe(cookie.split('.')[2]);
    // The address stays shut to everyone else.
    expect((await login('admin', 'admin123', { desde: oficina })).status).toBe(429);
  });

  it("is no way around the address for another account's, a forged or an expired one", async () => {
    const duena = await nuevoUsuario();
    const otro = await nuevoUsuario();
    const cookie = cookieDe(await login(duena.NombreUsuario, duena.Contrasena, { desde: otraDireccion() }));
    const ahora = new Date();
    app.setNow(ahora);
    const oficina = otraDireccion();
    await inundar(oficina, 21);

    const [nombre, valor] = cookie.split('=');
    const partes = valor.split('.');
    const falsas = [
      // The owner's note presented for another account, and one rewritten to name it.
      cookie,
      `${nombre}=${[partes[0], String(otro.UsuarioID), ...partes.slice(2)].join('.')}`,
      `${nombre}=${valor.slice(0, -2)}${valor.endsWith('AA') ? 'BB' : 'AA'}`,
      `${nombre}=basura`,
    ];
    for (const falsa of falsas) expect((await login(otro.NombreUsuario, otro.Contrasena, { desde: oficina, cookie: falsa })).status).toBe(429);
    expect((await login(duena.NombreUsuario, duena.Contrasena, { desde: oficina, cookie: falsas[2] })).status).toBe(429);

    // Thirty days after it was issued the note is worth nothing.
    const vencida = new Date(ahora.getTime() + 30 * 86_400_000 + 1000);
    app.setNow(vencida);
    await inundar(oficina, 21);
    expect((await login(duena.NombreUsuario, duena.Contrasena, { desde: oficina, cookie })).status).toBe(429);
  });

  it('still slows guesses at its own account from that browser, by account and device', async () => {
    const { NombreUsuario, Contrasena } = await nuevoUsuario();
    const cookie = cookieDe(await login(NombreUsuario, Contrasena, { desde: otraDireccion() }));
    app.setNow(new Date());
    const desde = otraDireccion();
    for (let i = 0; i < 3; i++) expect((await login(NombreUsuario, 'incorrecta', { desde, cookie })).status).toBe(401);
    const res = await login(NombreUsuario, Contrasena, { desde, cookie });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    // Another browser of the same account, without the note, is counted by its address, which has no failures.
    expect((await login(NombreUsuario, Contrasena, { desde: otraDireccion() })).status).toBe(200);
  });
});

describe('client addresses in the counters', () => {
  it('counts every IPv6 address of one /64 as one', async () => {
    const { NombreUsuario, Contrasena } = await nuevoUsuario();
    app.setNow(new Date());
    for (let i = 1; i <= 3; i++)
      expect((await login(NombreUsuario, 'incorrecta', { desde: `2001:db8:cafe:1::${i.toString(16)}` })).status).toBe(401);
    expect((await login(NombreUsuario, Contrasena, { desde: '2001:db8:cafe:1:ffff:ffff:ffff:ffff' })).status).toBe(429);
    expect((await login(NombreUsuario, Contrasena, { desde: '2001:db8:cafe:2::1' })).status).toBe(200);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4', async () => {
    const { NombreUsuario, Contrasena } = await nuevoUsuario();
    app.setNow(new Date());
    const ipv4 = otraDireccion();
    for (let i = 0; i < 3; i++) expect((await login(NombreUsuario, 'incorrecta', { desde: `::ffff:${ipv4}` })).status).toBe(401);
    expect((await login(NombreUsuario, Contrasena, { desde: ipv4 })).status).toBe(429);
  });
});

describe('"Desbloquear ingreso"', () => {
  it('also opens the addresses the account failed from, which strangers had shut', async () => {
    const { NombreUsuario, Contrasena, UsuarioID } = await nuevoUsuario();
    app.setNow(new Date());
    const oficina = otraDireccion();
    expect((await login(NombreUsuario, 'incorrecta', { desde: oficina })).status).toBe(401);
    await inundar(oficina, 25);
    expect((await login(NombreUsuario, Contrasena, { desde: oficina })).status).toBe(429);

    expect((await api.request('DELETE', `/usuarios/${UsuarioID}/intentos`, { token: admin })).status).toBe(200);
    expect(
      Number(
        (
          await app
            .db('intentos')
            .where({ clave: `ingreso@${oficina}` })
            .count({ n: '*' })
        )[0].n,
      ),
    ).toBe(0);
    expect((await login(NombreUsuario, Contrasena, { desde: oficina })).status).toBe(200);
  });
});

describe('common passwords', () => {
  it('are refused, in any letter case, at registration and when an administrator creates or edits a user', async () => {
    const datos = {
      Nombre: 'Rosa',
      Apellido: 'Quiroga',
      Telefono: '+54 11 5555-0101',
      Direccion: 'Mitre 10',
      Rol: 'Empleado',
    };
    const nombre = unico('comun');
    const registro = await api.request('POST', '/auth/registrar', {
      desde: otraDireccion(),
      body: { ...datos, NombreUsuario: nombre, Email: `${nombre}@example.com`, Contrasena: 'Qwerty123' },
    });
    const alta = await api.request('POST', '/usuarios', {
      token: admin,
      body: { ...datos, NombreUsuario: nombre, Email: `${nombre}@example.com`, Contrasena: 'iloveyou' },
    });
    const { UsuarioID } = await nuevoUsuario();
    const edicion = await api.request('PUT', `/usuarios/${UsuarioID}`, { token: admin, body: { Contrasena: 'password1' } });
    for (const res of [registro, alta, edicion]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: CONTRASENA_COMUN, errors: { Contrasena: CONTRASENA_COMUN } });
    }
    expect(CONTRASENA_COMUN).toBe('Esa contraseña es demasiado común: elija otra');
    expect(await app.db('usuarios').where({ nombre_usuario: nombre }).first()).toBeUndefined();
  });
});

describe('sign-in events', () => {
  const eventos = (evento: string) => lineas.filter((l) => l.evento === evento);

  it('leave one log line and one ingresos row per attempt, with the account, the typed name and the address, never the password', async () => {
    const { NombreUsuario, Contrasena, UsuarioID } = await nuevoUsuario();
    app.setNow(new Date());
    const desde = otraDireccion();
    const antes = eventos('ingreso').length;
    await login(NombreUsuario, Contrasena, { desde });
    await login(`  ${NombreUsuario.toUpperCase()} `, 'clave-equivocada', { desde });
    await login('nadie-con-este-nombre', 'clave-equivocada', { desde });
    for (let i = 0; i < 2; i++) await login(NombreUsuario, 'clave-equivocada', { desde });
    await login(NombreUsuario, Contrasena, { desde });
    await api.request('PUT', `/usuarios/${UsuarioID}/desactivar`, { token: admin });
    await login(NombreUsuario, Contrasena, { desde: otraDireccion() });

    const nuevas = eventos('ingreso').slice(antes);
    const resultados = [
      'ok',
      'contrasena_incorrecta',
      'usuario_desconocido',
      'contrasena_incorrecta',
      'contrasena_incorrecta',
      'demorado',
      'inactivo',
    ];
    expect(nuevas.map((l) => l.resultado)).toEqual(resultados);
    expect(nuevas[0]).toMatchObject({ usuarioId: UsuarioID, nombreUsuario: NombreUsuario, direccion: desde, solicitud: expect.any(String) });
    expect(nuevas[1].nombreUsuario).toBe(NombreUsuario.toUpperCase());
    expect(nuevas[2]).toMatchObject({ nombreUsuario: 'nadie-con-este-nombre' });
    expect(nuevas[2].usuarioId).toBeUndefined();
    expect(JSON.stringify(lineas)).not.toMatch(new RegExp(`${Contrasena}|clave-equivocada`));

    const filas = await app.db('ingresos').where({ usuario_id: UsuarioID }).orderBy('ingreso_id');
    expect(filas.map((f) => f.resultado)).toEqual(resultados.filter((_r, i) => i !== 2));
    expect(filas[0]).toMatchObject({ nombre_usuario: NombreUsuario, direccion: desde });
    const desconocido = await app.db('ingresos').where({ nombre_usuario: 'nadie-con-este-nombre' }).first();
    expect(desconocido).toMatchObject({ usuario_id: null, resultado: 'usuario_desconocido' });
  });

  it('log sign-outs, password changes and refusals (403) with the user and the address', async () => {
    const { NombreUsuario, Contrasena, UsuarioID } = await nuevoUsuario();
    const desde = otraDireccion();
    const token = (await login(NombreUsuario, Contrasena, { desde })).body.token;
    expect((await api.request('GET', '/usuarios', { token, desde })).status).toBe(403);
    const cambio = await api.request('PUT', '/auth/contrasena', {
      token,
      desde,
      body: { ContrasenaActual: Contrasena, ContrasenaNueva: 'otra-brasa-de-espinillo' },
    });
    expect(cambio.status).toBe(200);
    await api.request('POST', '/auth/logout', { token: cambio.body.token, desde });

    expect(eventos('prohibido').at(-1)).toMatchObject({ usuarioId: UsuarioID, direccion: desde, method: 'GET', path: '/api/usuarios' });
    expect(eventos('cambio_contrasena').at(-1)).toMatchObject({ resultado: 'ok', usuarioId: UsuarioID, direccion: desde });
    expect(eventos('cierre_sesion').at(-1)).toMatchObject({ usuarioId: UsuarioID, direccion: desde, solicitud: expect.any(String) });
    expect(JSON.stringify(lineas)).not.toContain('otra-brasa-de-espinillo');
  });

  it('are read by an Administrador in GET /auditoria/ingresos, paged, newest first, by account, outcome and day', async () => {
    const { NombreUsuario, Contrasena, UsuarioID } = await nuevoUsuario();
    const desde = otraDireccion();
    await login(NombreUsuario, 'incorrecta', { desde });
    await login(NombreUsuario, Contrasena, { desde });

    const res = await api.request('GET', `/auditoria/ingresos?usuarioId=${UsuarioID}&page=1&limit=10`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(res.body.data[0]).toEqual({
      IngresoID: expect.any(Number),
      Fecha: expect.any(String),
      UsuarioID,
      NombreUsuario,
      Resultado: 'ok',
      Direccion: desde,
    });
    expect(res.body.data[1].Resultado).toBe('contrasena_incorrecta');
    const fallidos = await api.request('GET', `/auditoria/ingresos?usuarioId=${UsuarioID}&resultado=contrasena_incorrecta`, { token: admin });
    expect(fallidos.body.data.map((i: { Resultado: string }) => i.Resultado)).toEqual(['contrasena_incorrecta']);
    expect((await api.request('GET', '/auditoria/ingresos?fechaHasta=2020-01-01', { token: admin })).body.total).toBe(0);
    // Without filters, paged by default (25).
    const todos = await api.request('GET', '/auditoria/ingresos', { token: admin });
    expect(todos.body).toMatchObject({ page: 1, limit: 25 });

    const malo = await api.request('GET', '/auditoria/ingresos?resultado=quizas', { token: admin });
    expect(malo.status).toBe(400);
    expect(malo.body.message).toContain('Resultado inválido');
    for (const rol of ['supervisor', 'empleado']) {
      expect((await api.request('GET', '/auditoria/ingresos', { token: await app.login(rol) })).status).toBe(403);
    }
    expect((await api.request('GET', '/auditoria/ingresos')).status).toBe(401);
  });

  it('are kept 90 days: older rows go with a later sign-in', async () => {
    // Past the sweep's hour after any clock the other tests set (the expired device note is 30 days ahead).
    const ahora = new Date(Date.now() + 60 * 86_400_000);
    app.setNow(ahora);
    const dia = 86_400_000;
    const fila = (dias: number, nombre: string) => ({
      fecha: new Date(ahora.getTime() - dias * dia),
      nombre_usuario: nombre,
      resultado: 'ok',
      direccion: '10.0.0.1',
    });
    const [viejo, reciente] = [unico('viejo'), unico('reciente')];
    await app.db('ingresos').insert([fila(91, viejo), fila(89, reciente)]);
    await login('admin', 'admin123', { desde: otraDireccion() });
    expect(await app.db('ingresos').whereIn('nombre_usuario', [viejo, reciente]).pluck('nombre_usuario')).toEqual([reciente]);
  });
});
