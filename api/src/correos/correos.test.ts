import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_CORREO, SOLO_ADMINISTRADOR_VE_CORREOS } from '#dominio/correos';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { servidorSmtp } from '../../test/smtp.js';
import { crearCliente, crearPedido, crearPedidoProveedor, crearProducto, crearProveedor, filasDeAuditoria, unico } from '../../test/fixtures.js';
import { createDatabase } from '../db/connection.js';
import { enviarPendientes, transporteDe } from './envio.js';

// Issue 49, the outbox (docs/decisiones.md 110), against a real SMTP server started here (smtp-server), whose mails
// are read back with mailparser: a statement arrives once with its PDF, a server that is down makes the mail wait
// until it is back, a refusal leaves it "No enviado" with the server's answer, two processes send each mail once,
// and without SMTP configured nothing leaves: the mail stays in "Correos".

const smtp = servidorSmtp();
let app: TestApp;
let admin: string;
let empleado: string;
let cliente: { ClienteID: number; Nombre: string; Apellido: string };

const enviar = (db: Knex = app.db) => enviarPendientes(db, app.config, transporteDe(app.config.correo.smtp!));
const correo = async (id: number) => (await app.request('GET', `/correos/${id}`, { token: admin })).body.data;
const { llegadosA } = smtp;
const mandarResumen = (Para: string, clienteId = cliente.ClienteID) =>
  app.request('POST', `/clientes/${clienteId}/resumen-de-cuenta/correo`, { token: admin, body: { Para } });

beforeAll(async () => {
  await smtp.iniciar();
  app = await startTestApp({
    env: smtp.entorno('CarbonSur <cobranzas@carbonsur.example>'),
  });
  [admin, empleado] = await Promise.all([app.login('admin'), app.login('empleado')]);
  cliente = await crearCliente(app, admin);
});
afterAll(async () => {
  await app.close();
  await smtp.detener();
});

describe('the outbox', () => {
  it('a statement by mail arrives once, with its PDF, and goes into the client’s activity', async () => {
    const para = `${unico('ana')}@cliente.example`;
    const res = await mandarResumen(para);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.message).toBe(MENSAJES_CORREO.encolado);
    const { CorreoID } = res.body.data;
    expect(res.body.data).toEqual({ CorreoID, Para: para, Estado: 'pendiente' });
    const antes = await correo(CorreoID);
    expect(antes).toMatchObject({ Estado: 'pendiente', Intentos: 0, Entidad: 'clientes', RegistroID: cliente.ClienteID });
    expect(antes.Adjuntos).toEqual([expect.objectContaining({ Tipo: 'application/pdf', Nombre: expect.stringMatching(/^resumen-de-cuenta-/) })]);

    expect(await enviar()).toEqual({ enviados: 1, fallidos: 0 });
    expect(await enviar()).toEqual({ enviados: 0, fallidos: 0 });
    const llegados = llegadosA(para);
    expect(llegados).toHaveLength(1);
    const [llegado] = llegados;
    expect(llegado.subject).toMatch(/^Resumen de cuenta del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4} — /);
    expect(llegado.from?.value).toEqual([{ name: 'CarbonSur', address: 'cobranzas@carbonsur.example' }]);
    expect(llegado.text).toContain(`Estimado/a ${cliente.Nombre} ${cliente.Apellido}:`);
    expect(llegado.text).toContain('Saldo al ');
    expect(llegado.attachments).toHaveLength(1);
    expect(llegado.attachments[0].contentType).toBe('application/pdf');
    expect(llegado.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');

    const despues = await correo(CorreoID);
    expect(despues).toMatchObject({ Estado: 'enviado', Intentos: 1 });
    expect(despues.EnviadoEn).not.toBeNull();
    const [fila] = (await filasDeAuditoria(app, 'clientes', cliente.ClienteID)).filter((f) => f.accion === 'enviar_correo');
    expect(fila.resumen).toMatch(new RegExp(`^el resumen de cuenta del \\d{2}/\\d{2}/\\d{4} al \\d{2}/\\d{2}/\\d{4} a ${para}$`));
    const adjunto = await fetch(`${app.url}/api/correos/${CorreoID}/adjuntos/${antes.Adjuntos[0].AdjuntoID}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(adjunto.status).toBe(200);
    expect(
      Buffer.from(await adjunto.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('waits while the SMTP server is down, and goes once it is back and the wait is over', async () => {
    await smtp.detener();
    const para = `${unico('caido')}@cliente.example`;
    const { CorreoID } = (await mandarResumen(para)).body.data;
    const ahora = new Date();
    app.setNow(ahora);
    try {
      expect(await enviar()).toEqual({ enviados: 0, fallidos: 1 });
      const esperando = await correo(CorreoID);
      expect(esperando).toMatchObject({ Estado: 'pendiente', Intentos: 1 });
      expect(esperando.Respuesta).toMatch(/ECONNREFUSED/);
      expect(new Date(esperando.ProximoIntento).getTime()).toBe(ahora.getTime() + 60_000);
      await smtp.iniciar();
      // Not due yet: nothing is taken.
      expect(await enviar()).toEqual({ enviados: 0, fallidos: 0 });
      app.setNow(new Date(ahora.getTime() + 61_000));
      expect(await enviar()).toEqual({ enviados: 1, fallidos: 0 });
    } finally {
      app.setNow(undefined as unknown as Date);
    }
    expect(llegadosA(para)).toHaveLength(1);
    expect(await correo(CorreoID)).toMatchObject({ Estado: 'enviado', Intentos: 2 });
  });

  it('a permanent refusal leaves it "No enviado" with the server’s answer, never tried again', async () => {
    const { CorreoID } = (await mandarResumen(`${unico('nadie')}@rebota.example`)).body.data;
    expect(await enviar()).toEqual({ enviados: 0, fallidos: 1 });
    const rechazado = await correo(CorreoID);
    expect(rechazado).toMatchObject({ Estado: 'no_enviado', Intentos: 1 });
    expect(rechazado.Respuesta).toMatch(/550/);
    const lista = await app.request('GET', '/correos?estado=no_enviado&page=1&limit=50', { token: admin });
    expect(lista.body.data.map((c: { CorreoID: number }) => c.CorreoID)).toContain(CorreoID);
  });

  it('two server processes send each mail once', async () => {
    const paras = Array.from({ length: 12 }, () => `${unico('lote')}@cliente.example`);
    for (const para of paras) expect((await mandarResumen(para)).status).toBe(202);
    // Another process: its own pool on PostgreSQL; PGlite is one process.
    const otro = app.config.databaseUrl ? createDatabase({ url: app.config.databaseUrl }) : app.db;
    try {
      const [a, b] = await Promise.all([enviar(), enviar(otro)]);
      expect(a.enviados + b.enviados).toBe(12);
    } finally {
      if (otro !== app.db) await otro.destroy();
    }
    for (const para of paras) expect(llegadosA(para), para).toHaveLength(1);
  });

  it('a remito goes to the client and a purchase order to the supplier, each once with its PDF and in its order’s activity', async () => {
    const producto = await crearProducto(app, admin, { Precio: 1500, Stock: 50 });
    const { PedidoID } = await crearPedido(app, admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 2 }]);
    const proveedor = await crearProveedor(app, admin);
    const { PedidoProveedorID } = await crearPedidoProveedor(app, admin, proveedor.ProveedorID, [
      { ProductoID: producto.ProductoID, Cantidad: 10, PrecioUnitario: 900 },
    ]);
    const paraCliente = `${unico('remito')}@cliente.example`;
    const paraProveedor = `${unico('orden')}@proveedor.example`;
    for (const [ruta, para] of [
      [`/pedidos/${PedidoID}/remito/correo`, paraCliente],
      [`/pedidos-proveedores/${PedidoProveedorID}/orden/correo`, paraProveedor],
    ]) {
      const res = await app.request('POST', ruta, { token: admin, body: { Para: para } });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      expect(res.body.data).toMatchObject({ Para: para, Estado: 'pendiente' });
    }
    const comoEmpleado = await app.request('POST', `/pedidos-proveedores/${PedidoProveedorID}/orden/correo`, {
      token: empleado,
      body: { Para: paraProveedor },
    });
    expect(comoEmpleado.status).toBe(403);
    expect((await enviar()).enviados).toBe(2);
    const [remito] = llegadosA(paraCliente);
    expect(llegadosA(paraCliente)).toHaveLength(1);
    expect(remito.subject).toBe(`Remito del pedido N° ${PedidoID} — ${app.config.empresa.nombre}`);
    expect(remito.text).toContain(`Estimado/a ${cliente.Nombre} ${cliente.Apellido}:`);
    expect(remito.attachments.map((a) => [a.filename, a.content.subarray(0, 5).toString()])).toEqual([[`remito-${PedidoID}.pdf`, '%PDF-']]);
    const [orden] = llegadosA(paraProveedor);
    expect(llegadosA(paraProveedor)).toHaveLength(1);
    expect(orden.subject).toBe(`Orden de compra N° ${PedidoProveedorID} — ${app.config.empresa.nombre}`);
    expect(orden.text).toContain(`Estimados ${proveedor.Nombre}:`);
    expect(orden.attachments.map((a) => a.filename)).toEqual([`orden-de-compra-${PedidoProveedorID}.pdf`]);
    const actividad = async (entidad: string, id: number) =>
      (await filasDeAuditoria(app, entidad, id)).filter((f) => f.accion === 'enviar_correo').map((f) => f.resumen);
    expect(await actividad('pedidos', PedidoID)).toEqual([`el remito del pedido N° ${PedidoID} a ${paraCliente}`]);
    expect(await actividad('pedidos-proveedores', PedidoProveedorID)).toEqual([`la orden de compra N° ${PedidoProveedorID} a ${paraProveedor}`]);
  });

  it('an "Enviar" repeated under its Idempotency-Key puts one mail in the outbox, and one arrives', async () => {
    const para = `${unico('dos-veces')}@cliente.example`;
    const headers = { 'Idempotency-Key': unico('envio-') };
    const enviarUnaVez = () =>
      app.request('POST', `/clientes/${cliente.ClienteID}/resumen-de-cuenta/correo`, { token: admin, body: { Para: para }, headers });
    const primera = await enviarUnaVez();
    const repetida = await enviarUnaVez();
    expect([primera.status, repetida.status]).toEqual([202, 202]);
    expect(repetida.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repetida.body.data).toEqual(primera.body.data);
    expect(Number((await app.db('correos').where({ para }).count({ n: '*' }))[0].n)).toBe(1);
    expect((await enviar()).enviados).toBe(1);
    expect(llegadosA(para)).toHaveLength(1);
  });

  it('is an Administrador’s; a bad address is a 400 with its message', async () => {
    const prohibido = await app.request('GET', '/correos', { token: empleado });
    expect(prohibido.status).toBe(403);
    expect(prohibido.body.message).toBe(SOLO_ADMINISTRADOR_VE_CORREOS);
    for (const [Para, mensaje] of [
      ['', MENSAJES_CORREO.para],
      ['no-es-un-correo', MENSAJES_CORREO.paraInvalido],
    ]) {
      const res = await mandarResumen(Para);
      expect(res.status, Para).toBe(400);
      expect(res.body.errors).toEqual({ Para: mensaje });
    }
  });
});

describe('without an SMTP server', () => {
  it('keeps every mail in "Correos", retenido: nothing leaves the machine', async () => {
    const sinSmtp = await startTestApp();
    try {
      const token = await sinSmtp.login('admin');
      const { ClienteID } = await crearCliente(sinSmtp, token);
      const res = await sinSmtp.request('POST', `/clientes/${ClienteID}/resumen-de-cuenta/correo`, {
        token,
        body: { Para: 'demo@cliente.example' },
      });
      expect(res.status).toBe(202);
      expect(res.body.message).toBe(MENSAJES_CORREO.retenido);
      expect(res.body.data.Estado).toBe('retenido');
      const recibidosAntes = smtp.recibidos.length;
      expect(await enviarPendientes(sinSmtp.db, sinSmtp.config, transporteDe(app.config.correo.smtp!))).toEqual({ enviados: 0, fallidos: 0 });
      expect(smtp.recibidos).toHaveLength(recibidosAntes);
      const lista = await sinSmtp.request('GET', '/correos?page=1&limit=10', { token });
      expect(lista.body.data[0]).toMatchObject({ Para: 'demo@cliente.example', Estado: 'retenido' });
    } finally {
      await sinSmtp.close();
    }
  });
});
