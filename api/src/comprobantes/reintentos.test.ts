import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crearCliente, crearPedido, crearProducto } from '../../test/fixtures.js';
import { clienteHttp, startTestApp, type TestApp } from '../../test/harness.js';
import { createApp } from '../app.js';
import { type ArcaLocal, certificadoDePrueba, iniciarArcaLocal } from '../arca/local/index.js';
import { ticketsDeAcceso } from '../arca/wsaa.js';
import { clienteWsfe } from '../arca/wsfe.js';
import { createLogger } from '../logger.js';
import type { Temporizador } from '../respaldos/programacion.js';
import type { Facturacion } from './autorizacion.js';
import { lotesService } from './lotes.js';
import { programarReintentos } from './reintentos.js';
import { ticketsEnBase } from './ticketsEnBase.js';

// What ARCA leaves pending is sent again (issue 45, decision 98): by the server's loop (driven here by a test timer),
// by the Administrador's "Reintentar ahora", and a batch whose process died is closed and sent by the loop. WSAA's
// ticket is one for every process (arca_tickets). Without ARCA, invoicing is a 503.

const CUIT = '20123456786';
const PUNTO_DE_VENTA = 5;
const certificado = certificadoDePrueba(CUIT);

let arca: ArcaLocal;
let facturacion: Facturacion;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  arca = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: certificado.huella });
  facturacion = {
    puntoDeVenta: PUNTO_DE_VENTA,
    condicionIva: 'Responsable Inscripto',
    wsfe: clienteWsfe({
      url: arca.wsfeUrl,
      cuit: CUIT,
      ticket: ticketsDeAcceso({ url: arca.wsaaUrl, credenciales: certificado, servicio: 'wsfe' }),
    }),
    dePrueba: true,
    variosProcesos: Boolean(process.env.TEST_DATABASE_URL),
    ahora: () => new Date(),
  };
  app = await startTestApp({ facturacion });
  admin = await app.login('admin');
});
afterAll(async () => {
  await app?.close();
  await arca?.cerrar();
});

async function pedidoCompletado(clienteId?: number) {
  const [cliente, producto] = await Promise.all([
    clienteId ?? crearCliente(app, admin).then((c) => c.ClienteID),
    crearProducto(app, admin, { Precio: 100 }),
  ]);
  const pedido = await crearPedido(app, admin, cliente, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
  for (const estado of ['En Proceso', 'Completado'])
    await app.request('PUT', `/pedidos/${pedido.PedidoID}/estado`, { token: admin, body: { estado } });
  return pedido.PedidoID;
}

const leer = async (id: number) => (await app.request('GET', `/comprobantes/${id}`, { token: admin })).body.data;
const estadoArca = async () => (await app.request('GET', '/comprobantes/estado-arca', { token: admin })).body.data;

/** A timer the test turns: `vuelta()` runs the loop's waiting turn to its end. */
function temporizadorDePrueba() {
  let tarea: (() => Promise<void>) | undefined;
  const reloj: Temporizador = {
    esperar: (t) => {
      tarea = t;
      return t;
    },
    cancelar: () => {
      tarea = undefined;
    },
  };
  return { reloj, vuelta: () => tarea!() };
}

describe('the retry loop', () => {
  it('ARCA down leaves an invoice pending; the loop records the error, and authorizes it, once, when ARCA is back', async () => {
    const { reloj, vuelta } = temporizadorDePrueba();
    const loop = programarReintentos(app.db, facturacion, app.config, createLogger('silent'), reloj);
    try {
      arca.modo({ caido: true });
      const pendiente = (await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [await pedidoCompletado()] } })).body
        .data;
      expect(pendiente.Estado).toBe('Pendiente de CAE');
      await vuelta();
      const caido = await estadoArca();
      expect(caido.Pendientes).toBeGreaterThanOrEqual(1);
      expect(caido.UltimoError).toMatch(/^ARCA no responde \(\w+\): HTTP 503/);
      expect(caido).toMatchObject({ CadaSegundos: 60 });
      expect((await leer(pendiente.ComprobanteID)).Estado).toBe('Pendiente de CAE');

      arca.modo({ caido: false });
      await vuelta();
      const autorizado = await leer(pendiente.ComprobanteID);
      expect(autorizado.Estado).toBe('Autorizado');
      expect(arca.autorizados().filter((a) => a.CAE === autorizado.CAE)).toHaveLength(1);
      expect(await estadoArca()).toMatchObject({ Pendientes: 0, UltimoError: null });
      // Nothing pending: the next turn does not call ARCA.
      arca.modo({ caido: true });
      await vuelta();
      expect((await estadoArca()).UltimoError).toBeNull();
    } finally {
      arca.modo({ caido: false });
      loop.detener();
    }
  });

  it('skips its turn while another process holds it', async () => {
    const { reloj, vuelta } = temporizadorDePrueba();
    const loop = programarReintentos(app.db, facturacion, app.config, createLogger('silent'), reloj);
    try {
      arca.modo({ caido: true });
      const pendiente = (await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [await pedidoCompletado()] } })).body
        .data;
      arca.modo({ caido: false });
      // Another process's turn, for a minute more.
      await app.db('arca_reintentos').insert({ clave: 'wsfe' }).onConflict('clave').ignore();
      await app
        .db('arca_reintentos')
        .where({ clave: 'wsfe' })
        .update({ ocupado_hasta: new Date(Date.now() + 60_000) });
      await vuelta();
      expect((await leer(pendiente.ComprobanteID)).Estado).toBe('Pendiente de CAE');
      await app
        .db('arca_reintentos')
        .where({ clave: 'wsfe' })
        .update({ ocupado_hasta: new Date(Date.now() - 1000) });
      await vuelta();
      expect((await leer(pendiente.ComprobanteID)).Estado).toBe('Autorizado');
      // Its own turn was given back.
      expect(await app.db('arca_reintentos').where({ clave: 'wsfe' }).first('ocupado_hasta')).toEqual({ ocupado_hasta: null });
    } finally {
      arca.modo({ caido: false });
      loop.detener();
    }
  });

  it('sends a batch whose process died after writing it, and closes it (its heartbeat stopped)', async () => {
    const { reloj, vuelta } = temporizadorDePrueba();
    const loop = programarReintentos(app.db, facturacion, app.config, createLogger('silent'), reloj);
    try {
      const pedido = await pedidoCompletado();
      const hoy = new Date().toLocaleDateString('en-CA', { timeZone: app.config.zonaNegocio });
      const { usuario_id: UsuarioID } = await app.db('usuarios').where({ nombre_usuario: 'admin' }).first('usuario_id');
      const sesion = { UsuarioID, Rol: 'Administrador' as const, Nombre: 'Admin', Apellido: 'Demo' };
      // Written and committed, never sent: what a process leaves when it stops after its 202.
      const lote = await lotesService(app.db, app.config, facturacion, createLogger('silent')).crear({ Fecha: hoy }, sesion);
      expect(lote.Resultados.find((r) => r.PedidoID === pedido)).toMatchObject({ Estado: 'Pendiente de CAE' });
      // While its heartbeat is fresh the loop leaves it to its process.
      await vuelta();
      expect((await app.request('GET', `/comprobantes/lotes/${lote.LoteID}`, { token: admin })).body.data).toMatchObject({ Terminado: false });
      app.setNow(new Date(Date.now() + 2 * 60_000));
      await vuelta();
      const despues = (await app.request('GET', `/comprobantes/lotes/${lote.LoteID}`, { token: admin })).body.data;
      expect(despues).toMatchObject({ Terminado: true, Pendientes: 0, Autorizados: lote.Total - despues.Rechazados });
    } finally {
      app.setNow(undefined);
      loop.detener();
    }
  });
});

describe('POST /comprobantes/estado-arca/reintento', () => {
  it("the Administrador's 'Reintentar ahora' answers what ARCA did; others may not", async () => {
    arca.modo({ caido: true });
    const pendiente = (await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [await pedidoCompletado()] } })).body.data;
    const reintentar = (token = admin) => app.request('POST', '/comprobantes/estado-arca/reintento', { token });
    const fallido = await reintentar();
    expect(fallido.status).toBe(200);
    expect(fallido.body.data).toMatchObject({ Enviados: 1, Autorizados: 0, Pendientes: 1 });
    expect(fallido.body.data.Error).toMatch(/^ARCA no responde/);
    arca.modo({ caido: false });
    const hecho = await reintentar();
    expect(hecho.body).toMatchObject({
      message: '1 de 1 pendientes autorizados',
      data: { Enviados: 1, Autorizados: 1, Pendientes: 0, Error: null },
    });
    expect((await leer(pendiente.ComprobanteID)).Estado).toBe('Autorizado');
    const supervisor = await app.login('supervisor');
    const prohibido = await reintentar(supervisor);
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe('Solo el Administrador puede reintentar el envío a ARCA');
    expect((await app.request('GET', '/comprobantes/estado-arca', { token: supervisor })).status).toBe(403);
  });
});

describe('without ARCA configured', () => {
  it('invoicing answers 503 with what to configure', async () => {
    const server = createApp({ db: app.db, config: app.config, logger: createLogger('silent') }).listen(0);
    try {
      await new Promise((listo) => server.once('listening', listo));
      const sinArca = clienteHttp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const mensaje =
        'La facturación electrónica no está configurada: falta ARCA_PUNTO_VENTA (y, para facturar de verdad, ARCA_CERTIFICADO y ARCA_CLAVE)';
      for (const [ruta, body] of [
        ['/comprobantes', { PedidoIDs: [await pedidoCompletado()] }],
        ['/comprobantes/lotes', { Fecha: '2026-12-01' }],
        ['/comprobantes/1/notas-de-credito', { Clase: 'Devolución', Motivo: 'Devuelve todo', Completa: true }],
        ['/comprobantes/estado-arca/reintento', undefined],
      ] as const) {
        const res = await sinArca.request('POST', ruta, { token: admin, body });
        expect([ruta, res.status, res.body.message]).toEqual([ruta, 503, mensaje]);
      }
    } finally {
      await new Promise((listo) => server.close(listo));
    }
  });
});

describe("WSAA's ticket in the database", () => {
  it('two clients (two processes) share one ticket: one LoginCms, which ARCA would refuse twice', async () => {
    const local = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: certificado.huella });
    try {
      local.modo({ unTicketVigente: true });
      const almacen = ticketsEnBase(app.db, { variosProcesos: Boolean(process.env.TEST_DATABASE_URL) });
      await app.db('arca_tickets').where({ servicio: 'wsfe' }).delete();
      const clientes = [1, 2].map(() => ticketsDeAcceso({ url: local.wsaaUrl, credenciales: certificado, servicio: 'wsfe', almacen }));
      const [uno, otro] = await Promise.all(clientes.map((pedir) => pedir()));
      expect(local.logins()).toBe(1);
      expect(otro.token).toBe(uno.token);
      expect(await app.db('arca_tickets').where({ servicio: 'wsfe' }).first('token')).toEqual({ token: uno.token });
      // A client of its own, as before: ARCA refuses its login while that ticket is valid.
      const propio = ticketsDeAcceso({ url: local.wsaaUrl, credenciales: certificado, servicio: 'wsfe' });
      await expect(propio()).rejects.toThrow('El CEE ya posee un TA valido para el acceso al WSN solicitado');
      // The stored one about to expire (within five minutes) is renewed by one client, and the new one stored.
      local.modo({ unTicketVigente: false });
      await app
        .db('arca_tickets')
        .where({ servicio: 'wsfe' })
        .update({ vence: new Date(Date.now() + 60_000) });
      const nuevo = await ticketsDeAcceso({ url: local.wsaaUrl, credenciales: certificado, servicio: 'wsfe', almacen })();
      expect(local.logins()).toBe(2);
      expect(nuevo.token).not.toBe(uno.token);
      expect(await app.db('arca_tickets').where({ servicio: 'wsfe' }).first('token')).toEqual({ token: nuevo.token });
    } finally {
      await local.cerrar();
    }
  });
});

// Two requests invoicing one order at once on PostgreSQL: the one whose insert meets the other's uncommitted row.
if (process.env.TEST_DATABASE_URL) {
  describe('two requests racing for one order', () => {
    it("the loser's 409 names the order that was taken, not the first of its request", async () => {
      const libre = await pedidoCompletado();
      const clienteId = (await app.db('pedidos').where({ pedido_id: libre }).first('cliente_id')).cliente_id;
      const tomado = await pedidoCompletado(clienteId);
      const otra = await app.db.transaction();
      try {
        const [{ comprobante_id: id }] = await otra('comprobantes')
          .insert({
            tipo: 'Factura',
            letra: 'B',
            cbte_tipo: 6,
            punto_venta: PUNTO_DE_VENTA,
            cliente_id: clienteId,
            fecha: '2026-12-02',
            doc_tipo: 99,
            doc_nro: 0,
            condicion_iva_receptor_id: 5,
            imp_total: 100,
            imp_neto: 82.64,
            imp_iva: 17.36,
            imp_op_ex: 0,
            usuario_id: 1,
          })
          .returning('comprobante_id');
        await otra('pedidos_facturados').insert({ pedido_id: tomado, comprobante_id: id });
        const perdedor = app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [libre, tomado] } });
        // Its check passed (the row was not committed), and its insert waits for the other transaction's.
        await vi.waitFor(
          async () => {
            const [{ n }] = await app
              .db('pg_stat_activity')
              .where({ wait_event_type: 'Lock', datname: app.db.raw('current_database()') })
              .count({ n: '*' });
            expect(n).toBeGreaterThan(0);
          },
          { timeout: 10_000, interval: 50 },
        );
        await otra.commit();
        const res = await perdedor;
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(`El pedido ${tomado} ya está facturado en Factura B 0005 (pendiente de CAE)`);
      } finally {
        if (!otra.isCompleted()) await otra.rollback();
      }
    });
  });
}
