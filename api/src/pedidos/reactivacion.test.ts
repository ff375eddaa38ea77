import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearCliente, crearPedido, crearProducto, filasDeAuditoria } from '../../test/fixtures.js';

// Issue 44: an order opened again (Cancelado or Completado back to Pendiente or En Proceso) passes the client's
// credit limit as a new order does (docs/decisiones.md, 73): 409 above it, unless a Supervisor or an Administrador
// confirms it, which the trail says; an Empleado may not confirm (403).

let app: TestApp;
const tokens = { admin: '', supervisor: '', empleado: '' };
/** A product at $ 900. */
let productoId: number;

beforeAll(async () => {
  app = await startTestApp();
  [tokens.admin, tokens.supervisor, tokens.empleado] = await Promise.all([app.login('admin'), app.login('supervisor'), app.login('empleado')]);
  productoId = (await crearProducto(app, tokens.admin, { Precio: 900, Stock: 1000 })).ProductoID;
});
afterAll(() => app.close());

/** A client with a limit of $ 1.000 and nothing owed. */
const clienteConLimite = async () => (await crearCliente(app, tokens.admin, { LimiteCredito: 1000 })).ClienteID;
const pedidoDe900 = async (clienteId: number) =>
  (await crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: productoId, Cantidad: 1 }])).PedidoID;
const cambiar = (pedidoId: number, body: Record<string, unknown>, rol: keyof typeof tokens = 'admin') =>
  app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: tokens[rol], body });
const estadoDe = async (pedidoId: number) => (await app.db('pedidos').where({ pedido_id: pedidoId }).first('estado')).estado;
const disponible = async (clienteId: number) =>
  (await app.request('GET', `/clientes/${clienteId}/cuenta`, { token: tokens.admin })).body.data.Disponible as number;

describe('opening an order again passes the credit limit', () => {
  it('Cancelado to Pendiente above the limit: 409 with the creation’s message, and nothing changes', async () => {
    const cliente = await clienteConLimite();
    const a = await pedidoDe900(cliente);
    expect((await cambiar(a, { estado: 'Cancelado' })).status).toBe(200);
    await pedidoDe900(cliente);
    const { stock } = await app.db('productos').where({ producto_id: productoId }).first('stock');
    for (const estado of ['Pendiente', 'En Proceso']) {
      const res = await cambiar(a, { estado });
      expect(res.status, estado).toBe(409);
      expect(res.body.message).toBe('Supera el límite de crédito del cliente (saldo $ 0,00, límite $ 1.000,00)');
    }
    expect(await estadoDe(a)).toBe('Cancelado');
    expect((await app.db('productos').where({ producto_id: productoId }).first('stock')).stock).toBe(stock);
    expect(await disponible(cliente)).toBe(100);
  });

  it('confirmed by an Administrador it opens, and the trail says the limit was passed', async () => {
    const cliente = await clienteConLimite();
    const a = await pedidoDe900(cliente);
    await cambiar(a, { estado: 'Cancelado' });
    await pedidoDe900(cliente);
    const res = await cambiar(a, { estado: 'Pendiente', comentario: 'Lo vuelve a pedir', ConfirmarLimiteCredito: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.Estado).toBe('Pendiente');
    expect(await disponible(cliente)).toBe(-800);
    expect((await filasDeAuditoria(app, 'pedidos', a)).at(-1)).toMatchObject({
      accion: 'cambiar_estado',
      resumen: 'Lo vuelve a pedir · Superó el límite de crédito con confirmación (saldo $ 0,00, límite $ 1.000,00)',
      cambios: [{ Campo: 'Estado', Antes: 'Cancelado', Despues: 'Pendiente' }],
    });
  });

  it('an Empleado may not confirm (403); a Supervisor may, where the role rule lets it change the order', async () => {
    const cliente = await clienteConLimite();
    const a = await pedidoDe900(cliente);
    await cambiar(a, { estado: 'Cancelado' });
    const empleado = await cambiar(a, { estado: 'Pendiente', ConfirmarLimiteCredito: true }, 'empleado');
    expect(empleado.status).toBe(403);
    expect(empleado.body.message).toBe('Solo Supervisor o Administrador pueden superar el límite de crédito');
    // Without the flag, the Empleado meets the role rule of a status change, as before.
    expect((await cambiar(a, { estado: 'Pendiente' }, 'empleado')).body.message).toBe(
      'Solo un administrador puede cambiar el estado de un pedido que no está Pendiente',
    );
    expect(await estadoDe(a)).toBe('Cancelado');
  });

  it('within the limit no confirmation is needed, and the trail says nothing of it', async () => {
    const cliente = await clienteConLimite();
    const a = await pedidoDe900(cliente);
    await cambiar(a, { estado: 'Cancelado' });
    const res = await cambiar(a, { estado: 'En Proceso' });
    expect(res.status).toBe(200);
    expect((await filasDeAuditoria(app, 'pedidos', a)).at(-1)?.resumen).toBeNull();
  });

  it('Completado back to Pendiente counts the balance after its delivery is voided: only a client already above asks for it', async () => {
    const cliente = await clienteConLimite();
    const a = await pedidoDe900(cliente);
    expect((await cambiar(a, { estado: 'Completado' })).status).toBe(200);
    // Owes 900 and has nothing open: reopening moves the 900 from the balance to the open orders.
    expect((await cambiar(a, { estado: 'Pendiente' })).status).toBe(200);
    expect((await cambiar(a, { estado: 'Completado' })).status).toBe(200);
    await app.request('PUT', `/clientes/${cliente}`, { token: tokens.admin, body: { LimiteCredito: 500 } });
    const res = await cambiar(a, { estado: 'Pendiente' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Supera el límite de crédito del cliente (saldo $ 0,00, límite $ 500,00)');
    expect(await estadoDe(a)).toBe('Completado');
  });

  it('two reactivations at once above the limit between them: one opens, the other is refused', async () => {
    const cliente = await clienteConLimite();
    const a = await pedidoDe900(cliente);
    await cambiar(a, { estado: 'Cancelado' });
    const b = await pedidoDe900(cliente);
    await cambiar(b, { estado: 'Cancelado' });
    const respuestas = await Promise.all([cambiar(a, { estado: 'Pendiente' }), cambiar(b, { estado: 'Pendiente' })]);
    expect(respuestas.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await disponible(cliente)).toBe(100);
  });
});
