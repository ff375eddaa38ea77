import fs from 'node:fs';
import net from 'node:net';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/connection.js';
import { migrationSource } from '../src/db/migrationSource.js';
import { CONTRASENAS_DEMO } from '../../seeds/01_usuarios.js';
import { crearCliente, crearProducto, stockYLedger, unico } from './fixtures.js';
import { baseNueva, type TestServer } from './harness.js';
import { compilarServidor, correrHastaSalir, escuchando, iniciarServidor, type ServidorHijo } from './procesos.js';
import { carpetaTemporal } from './temporales.js';

// The compiled server (api/dist/server.js, what npm start runs) in real processes of their own.

beforeAll(() => compilarServidor());

const mensajes = (servidor: ServidorHijo) => servidor.logs.map((linea) => linea.msg);

async function ingresar(servidor: TestServer, nombreUsuario: keyof typeof CONTRASENAS_DEMO) {
  const res = await servidor.request('POST', '/auth/login', { body: { nombreUsuario, contrasena: CONTRASENAS_DEMO[nombreUsuario] } });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** The statuses of two requests sent on one keep-alive socket, `pausaMs` apart; fewer if the server closed it. */
async function dosPedidosEnUnSocket(base: string, pausaMs: number): Promise<number[]> {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  const estados: number[] = [];
  let recibido = '';
  const cerrado = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const respuesta = () =>
    new Promise<void>((resolve) => {
      const leer = () => {
        const estado = /^HTTP\/1\.1 (\d{3})[\s\S]*?\r\n\r\n/.exec(recibido);
        if (!estado) return;
        estados.push(Number(estado[1]));
        recibido = '';
        socket.off('data', alLeer);
        resolve();
      };
      const alLeer = (parte: Buffer) => {
        recibido += parte.toString('latin1');
        leer();
      };
      socket.on('data', alLeer);
      cerrado.then(() => resolve());
    });
  const pedir = () => socket.write(`GET /api/salud/lista HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
  pedir();
  await respuesta();
  await new Promise((resolve) => setTimeout(resolve, pausaMs));
  if (!socket.destroyed) {
    pedir();
    await respuesta();
  }
  socket.destroy();
  return estados;
}

describe('on PGlite', () => {
  it('runs a single process whatever WEB_CONCURRENCY asks, says so in the log, and keeps an idle connection open a minute', async () => {
    const dataDir = carpetaTemporal('carbonsur-pglite');
    const servidor = await iniciarServidor({ DATABASE_URL: '', JWT_SECRET: '', DATA_DIR: dataDir, SEED_DEMO: '0', WEB_CONCURRENCY: '2' });
    try {
      expect((await servidor.request('GET', '/salud/lista')).status).toBe(200);
      expect(mensajes(servidor)).toContain('WEB_CONCURRENCY=2 no se aplica con PGlite: corre un solo proceso (para varios, use DATABASE_URL)');
      expect(new Set(servidor.logs.map((linea) => linea.pid)).size).toBe(1);
      // A socket idle past Node's default 5 s is still open and answers: a pause of the server's loop longer than
      // that (a backup on PGlite) no longer closes sockets under a client's next request.
      expect(await dosPedidosEnUnSocket(servidor.url, 6_000)).toEqual([200, 200]);
    } finally {
      expect(await servidor.terminar()).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

// Several processes need a PostgreSQL server (PGlite is one process). Without TEST_DATABASE_URL they
// are not registered at all, rather than reported as skipped; .ci/run's PostgreSQL pass runs them.
if (serverUrl) {
  describe('several server processes on one PostgreSQL database', () => {
    let base: Awaited<ReturnType<typeof baseNueva>>;
    let db: Knex;
    let a: ServidorHijo;
    let b: ServidorHijo;

    beforeAll(async () => {
      base = await baseNueva(serverUrl);
      // The release step prepares the fresh database once; then both servers start on it.
      const preparacion = await correrHastaSalir({ DATABASE_URL: base.url, JWT_SECRET: '', MIGRATE_ONLY: '1', SEED_DEMO: '1' });
      expect(preparacion.codigo).toBe(0);
      const entorno = { DATABASE_URL: base.url, JWT_SECRET: '', SEED_DEMO: '0' };
      [a, b] = await Promise.all([iniciarServidor(entorno), iniciarServidor(entorno)]);
      db = createDatabase({ url: base.url });
    });
    afterAll(async () => {
      await Promise.all([a?.terminar(), b?.terminar()]);
      await db?.destroy();
      await base?.eliminar();
    });

    it('MIGRATE_ONLY applied every migration and the demo data from the compiled server, then exited', async () => {
      const aplicadas = await db('knex_migrations').orderBy('id').pluck('name');
      expect(aplicadas).toEqual(await migrationSource.getMigrations([]));
      const demo = Object.keys(CONTRASENAS_DEMO);
      expect(await db('usuarios').whereIn('nombre_usuario', demo).orderBy('nombre_usuario').pluck('nombre_usuario')).toEqual(demo.sort());
    });

    it('counts failed sign-ins on one process against the other: every one that passed is on the one counter both share', async () => {
      const intentos = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 === 0 ? a : b).request('POST', '/auth/login', { body: { nombreUsuario: 'empleado', contrasena: 'incorrecta' } }),
        ),
      );
      const pasaron = intentos.filter((r) => r.status === 401);
      expect(intentos.filter((r) => r.status !== 401).map((r) => r.status)).toEqual(Array(8 - pasaron.length).fill(429));
      // Three pass free; each later one only once the wait the one before it set (1 s, then 2, 4…) is over, which a slow
      // machine may reach while the eight are still arriving: so the count is read where both processes wrote it.
      expect(pasaron.length).toBeGreaterThanOrEqual(3);
      const empleado = await db('usuarios').where({ nombre_usuario: 'empleado' }).first('usuario_id');
      const [contador] = await db('intentos')
        .where({ usuario_id: empleado.usuario_id })
        .whereLike('clave', 'ingreso:usuario:%@%')
        .select('cantidad');
      expect(contador.cantidad).toBe(pasaron.length);
    });

    it('refuses on one process a token revoked through the other', async () => {
      const token = await ingresar(b, 'supervisor');
      expect((await a.request('GET', '/auth/usuario-actual', { token })).status).toBe(200);
      expect((await a.request('POST', '/auth/logout', { token })).status).toBe(200);
      expect((await b.request('GET', '/auth/usuario-actual', { token })).status).toBe(401);
    });

    it('never oversells: 12 simultaneous orders of 1 through both processes against a stock of 5', async () => {
      const token = await ingresar(a, 'admin');
      const cliente = await crearCliente(b, token);
      const producto = await crearProducto(a, token, { Nombre: unico('Carbón de quebracho x 10 kg '), Stock: 5 });
      const pedidos = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 === 0 ? a : b).request('POST', '/pedidos', {
            token,
            body: { ClienteID: cliente.ClienteID, VehiculoID: null, detalles: [{ ProductoID: producto.ProductoID, Cantidad: 1 }] },
          }),
        ),
      );
      const estados = pedidos.map((r) => r.status);
      expect(estados.filter((s) => s === 201)).toHaveLength(5);
      expect(estados.filter((s) => s === 409)).toHaveLength(7);
      expect(await stockYLedger({ db }, producto.ProductoID)).toEqual({ stock: 0, ledger: 0 });
    });

    it('WEB_CONCURRENCY=2 serves from two workers, replaces one that dies, and SIGTERM closes them all with exit code 0', async () => {
      const cluster = await iniciarServidor({ DATABASE_URL: base.url, JWT_SECRET: '', SEED_DEMO: '0', WEB_CONCURRENCY: '2' }, 2);
      // Liveness, not readiness: readiness gives the database 2 s, which a freshly started worker on a loaded machine may miss.
      const vivos = async () => (await Promise.all(Array.from({ length: 4 }, () => cluster.request('GET', '/salud')))).map((r) => r.status);
      expect(await vivos()).toEqual([200, 200, 200, 200]);
      const [primario] = cluster.logs.filter((linea) => linea.msg === 'iniciando 2 procesos del servidor');
      const [caido, otro] = escuchando(cluster.logs).map((linea) => linea.pid);
      expect(new Set([primario.pid, caido, otro]).size).toBe(3);

      process.kill(caido, 'SIGKILL');
      await cluster.esperarLog((logs) => escuchando(logs).length === 3);
      expect(mensajes(cluster)).toContain('un proceso del servidor terminó; se inicia otro');
      expect(await vivos()).toEqual([200, 200, 200, 200]);

      expect(await cluster.terminar()).toBe(0);
      const restantes = escuchando(cluster.logs)
        .map((linea) => linea.pid)
        .filter((pid) => pid !== caido);
      const cerraron = cluster.logs.filter((linea) => linea.msg === 'cerrando: no se aceptan más solicitudes').map((linea) => linea.pid);
      expect(cerraron.sort()).toEqual(restantes.sort());
    });

    it('with WEB_CONCURRENCY, a worker that cannot listen stops the primary with exit code 1 instead of looping', async () => {
      const puertoOcupado = new URL(a.url).port;
      const { codigo, logs } = await correrHastaSalir({ DATABASE_URL: base.url, JWT_SECRET: '', PORT: puertoOcupado, WEB_CONCURRENCY: '2' });
      expect(codigo).toBe(1);
      expect(logs.map((linea) => linea.msg)).toEqual(
        expect.arrayContaining([
          `no se puede escuchar en el puerto ${puertoOcupado}`,
          'un proceso del servidor terminó antes de escuchar: se detienen todos',
        ]),
      );
    });

    it('readiness answers 503 while the database refuses connections and 200 again once it is back, without a restart', async () => {
      expect((await a.request('GET', '/salud/lista')).status).toBe(200);
      await base.admin.raw(`ALTER DATABASE ${base.nombre} ALLOW_CONNECTIONS false`);
      try {
        await base.admin.raw('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ?', [base.nombre]);
        // pg_terminate_backend only signals: wait until no session of the database is left, so none answers the check.
        await expect
          .poll(async () => (await base.admin.raw('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ?', [base.nombre])).rows[0].n)
          .toBe(0);
        const caida = await a.request('GET', '/salud/lista');
        expect(caida.status).toBe(503);
        expect(caida.body).toEqual({ estado: 'sin base de datos' });
        expect((await a.request('GET', '/salud')).status).toBe(200);
      } finally {
        await base.admin.raw(`ALTER DATABASE ${base.nombre} ALLOW_CONNECTIONS true`);
      }
      // Like a load balancer, it asks again: each failed check drops a pooled connection the database had closed.
      await expect.poll(() => a.request('GET', '/salud/lista')).toMatchObject({ status: 200, body: { estado: 'lista' } });
    });
  });
}
