import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  cambiarEstadoPedidoProveedor,
  crearCliente,
  crearPedido,
  crearPedidoProveedor,
  crearProducto,
  crearProveedor,
  cuentaDelCliente,
  filasDeAuditoria,
} from '../../test/fixtures.js';
import { textoDePdf } from '../../test/pdf.js';

let app: TestApp;
const tokens: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };
let productoId: number;

beforeAll(async () => {
  app = await startTestApp();
  for (const rol of ['admin', 'supervisor', 'empleado'] as const) tokens[rol] = await app.login(rol);
  // 1.234,56 a unit: totals with cents, so any rounding would show.
  productoId = (await crearProducto(app, tokens.admin, { Precio: 1234.56, Stock: 100_000 })).ProductoID;
});
afterAll(() => app.close());

const estado = (pedidoId: number, nuevo: string, rol: keyof typeof tokens = 'admin') =>
  app.request('PUT', `/pedidos/${pedidoId}/estado`, { token: tokens[rol], body: { estado: nuevo } });
const pedido = async (clienteId: number, Cantidad = 1) => crearPedido(app, tokens.empleado, clienteId, [{ ProductoID: productoId, Cantidad }]);
const entregado = async (clienteId: number, Cantidad = 1) => {
  const p = await pedido(clienteId, Cantidad);
  expect((await estado(p.PedidoID, 'Completado', 'empleado')).status).toBe(200);
  return p;
};
const movimientos = async (clienteId: number, query = '') =>
  (await app.request('GET', `/clientes/${clienteId}/movimientos-cuenta${query}`, { token: tokens.empleado })).body;
const cuenta = async (clienteId: number) => (await app.request('GET', `/clientes/${clienteId}/cuenta`, { token: tokens.empleado })).body.data;

/** The kept balance is the sum of the moves, and everything else the account keeps agrees with it. */
async function esperarCuentaCoherente(clienteId: number, saldo: number) {
  const c = await cuentaDelCliente(app, clienteId);
  expect(c).toEqual({ saldo, suma: saldo, encadenados: true, ultimo: saldo, deudaMenosFavor: saldo, descuadres: 0, favorYDeuda: false });
}

describe('the account ledger', () => {
  it('a delivery debits its total; leaving Completado (cancelled, reopened) credits it; every move keeps the balance', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const p = await pedido(ClienteID, 3); // 3.703,68
    await esperarCuentaCoherente(ClienteID, 0);
    expect((await estado(p.PedidoID, 'En Proceso', 'empleado')).status).toBe(200);
    await esperarCuentaCoherente(ClienteID, 0);
    const completado = await estado(p.PedidoID, 'Completado');
    expect(completado.status).toBe(200);
    // The answer's client already carries the balance the delivery left.
    expect(completado.body.data.Cliente.Saldo).toBe(3703.68);
    await esperarCuentaCoherente(ClienteID, 3703.68);
    expect((await estado(p.PedidoID, 'Cancelado')).status).toBe(200);
    await esperarCuentaCoherente(ClienteID, 0);
    expect((await estado(p.PedidoID, 'Completado')).status).toBe(200);
    await esperarCuentaCoherente(ClienteID, 3703.68);
    expect((await estado(p.PedidoID, 'Pendiente')).status).toBe(200);
    await esperarCuentaCoherente(ClienteID, 0);
    expect((await estado(p.PedidoID, 'Completado', 'empleado')).status).toBe(200);
    await esperarCuentaCoherente(ClienteID, 3703.68);

    const res = await movimientos(ClienteID);
    expect(res).toMatchObject({ total: 5, page: 1, limit: 25 });
    expect(res.data.map((m: Record<string, unknown>) => [m.Tipo, m.TipoTexto, m.Importe, m.Saldo, m.PedidoID])).toEqual([
      ['entrega', 'Entrega', 3703.68, 3703.68, p.PedidoID],
      ['anulacion_entrega', 'Anulación de entrega', -3703.68, 0, p.PedidoID],
      ['entrega', 'Entrega', 3703.68, 3703.68, p.PedidoID],
      ['anulacion_entrega', 'Anulación de entrega', -3703.68, 0, p.PedidoID],
      ['entrega', 'Entrega', 3703.68, 3703.68, p.PedidoID],
    ]);
    expect(res.data[0].Usuario).toMatchObject({ Nombre: expect.any(String) });
    expect((await movimientos(ClienteID, '?tipo=anulacion_entrega&page=1&limit=1')).total).toBe(2);
    expect((await app.request('GET', `/clientes/${ClienteID}/movimientos-cuenta?tipo=regalo`, { token: tokens.empleado })).status).toBe(400);
  });

  it('an order that is never delivered, or a supplier order, never moves an account', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const p = await pedido(ClienteID);
    await estado(p.PedidoID, 'En Proceso');
    await estado(p.PedidoID, 'Cancelado');
    const proveedor = await crearProveedor(app, tokens.admin);
    const compra = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [
      { ProductoID: productoId, Cantidad: 1, PrecioUnitario: 10 },
    ]);
    await cambiarEstadoPedidoProveedor(app, tokens.supervisor, compra.PedidoProveedorID, 'Recibido');
    expect((await movimientos(ClienteID)).total).toBe(0);
    await esperarCuentaCoherente(ClienteID, 0);
  });

  it('the account summary: balance, open orders, open deliveries with their age, overdue after DiasCredito', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    await app.request('PUT', `/clientes/${ClienteID}`, { token: tokens.supervisor, body: { LimiteCredito: 10000, DiasCredito: 15 } });
    const hace40 = new Date(Date.now() - 40 * 86_400_000);
    app.setNow(hace40);
    const viejo = await entregado(ClienteID, 2);
    app.setNow(undefined);
    const nuevo = await entregado(ClienteID, 1);
    await pedido(ClienteID, 1);
    const c = await cuenta(ClienteID);
    expect(c).toMatchObject({
      ClienteID,
      Saldo: 3703.68,
      LimiteCredito: 10000,
      DiasCredito: 15,
      PedidosAbiertos: 1234.56,
      Disponible: 5061.76,
      Vencido: 2469.12,
    });
    expect(c.EntregasAbiertas.map((e: Record<string, unknown>) => [e.PedidoID, e.Pendiente, e.Dias])).toEqual([
      [viejo.PedidoID, 2469.12, 40],
      [nuevo.PedidoID, 1234.56, 0],
    ]);
    expect((await app.request('GET', '/clientes/999999/cuenta', { token: tokens.empleado })).status).toBe(404);
  });
});

describe('credit limit', () => {
  const LIMITE = 'Supera el límite de crédito del cliente (saldo $ 2.469,12, límite $ 5.000,00)';

  it('only Supervisor and Administrador set the credit terms; an Empleado may send them unchanged', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    const empleado = await app.request('PUT', `/clientes/${ClienteID}`, { token: tokens.empleado, body: { LimiteCredito: 100 } });
    expect(empleado.status).toBe(403);
    expect(empleado.body.message).toBe('Solo Supervisor o Administrador pueden cambiar el crédito de un cliente');
    expect(
      (
        await app.request('PUT', `/clientes/${ClienteID}`, {
          token: tokens.empleado,
          body: { LimiteCredito: null, DiasCredito: 30, Telefono: '4000-1' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await app.request('POST', '/clientes', {
          token: tokens.empleado,
          body: { Nombre: 'A', Apellido: 'B', Telefono: '1', Direccion: 'D', Email: 'ab@x.com', DiasCredito: 60 },
        })
      ).status,
    ).toBe(403);
    const ok = await app.request('PUT', `/clientes/${ClienteID}`, {
      token: tokens.supervisor,
      body: { LimiteCredito: '1500.50', DiasCredito: '45' },
    });
    expect(ok.body.data).toMatchObject({ LimiteCredito: 1500.5, DiasCredito: 45, Saldo: 0 });
    expect((await filasDeAuditoria(app, 'clientes', ClienteID)).at(-1)?.cambios).toEqual([
      { Campo: 'LimiteCredito', Antes: null, Despues: 1500.5 },
      { Campo: 'DiasCredito', Antes: 30, Despues: 45 },
    ]);
    const malos = await app.request('PUT', `/clientes/${ClienteID}`, { token: tokens.admin, body: { LimiteCredito: -1, DiasCredito: 400 } });
    expect(malos.status).toBe(400);
    expect(malos.body.errors).toEqual({
      LimiteCredito: 'El límite de crédito debe ser un importe mayor o igual a 0',
      DiasCredito: 'Los días de crédito deben ser un número entero entre 0 y 365',
    });
    // Cleared in the form: no limit.
    expect(
      (await app.request('PUT', `/clientes/${ClienteID}`, { token: tokens.admin, body: { LimiteCredito: '' } })).body.data.LimiteCredito,
    ).toBeNull();
  });

  it('an order that takes balance plus open orders above the limit is a 409; Supervisor and Administrador may confirm it, an Empleado not', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    await entregado(ClienteID, 2); // balance 2.469,12
    await app.request('PUT', `/clientes/${ClienteID}`, { token: tokens.admin, body: { LimiteCredito: 5000 } });
    await pedido(ClienteID, 1); // open: 1.234,56, total 3.703,68
    const cuerpo = { ClienteID, VehiculoID: null, detalles: [{ ProductoID: productoId, Cantidad: 2 }] };
    const rechazado = await app.request('POST', '/pedidos', { token: tokens.empleado, body: cuerpo });
    expect(rechazado.status).toBe(409);
    expect(rechazado.body).toMatchObject({ success: false, message: LIMITE, error: LIMITE });
    const { stock } = await app.db('productos').where({ producto_id: productoId }).first('stock');
    const empleado = await app.request('POST', '/pedidos', { token: tokens.empleado, body: { ...cuerpo, ConfirmarLimiteCredito: true } });
    expect(empleado.status).toBe(403);
    expect(empleado.body.message).toBe('Solo Supervisor o Administrador pueden superar el límite de crédito');
    expect((await app.db('productos').where({ producto_id: productoId }).first('stock')).stock).toBe(stock);

    const confirmado = await app.request('POST', '/pedidos', { token: tokens.supervisor, body: { ...cuerpo, ConfirmarLimiteCredito: true } });
    expect(confirmado.status).toBe(201);
    const [fila] = await filasDeAuditoria(app, 'pedidos', confirmado.body.data.PedidoID);
    expect(fila).toMatchObject({
      accion: 'crear',
      resumen: 'Superó el límite de crédito con confirmación (saldo $ 2.469,12, límite $ 5.000,00)',
    });
    // Within the limit, or without one, no confirmation is needed (and a flag changes nothing).
    const chico = await app.request('POST', '/pedidos', {
      token: tokens.empleado,
      body: {
        ClienteID: (await crearCliente(app, tokens.admin)).ClienteID,
        VehiculoID: null,
        detalles: [{ ProductoID: productoId, Cantidad: 50 }],
        ConfirmarLimiteCredito: true,
      },
    });
    expect(chico.status).toBe(201);
    expect((await filasDeAuditoria(app, 'pedidos', chico.body.data.PedidoID))[0].resumen).toBeNull();
  });

  it('exactly at the limit is allowed; a cent above is not', async () => {
    const { ClienteID } = await crearCliente(app, tokens.admin);
    await app.request('PUT', `/clientes/${ClienteID}`, { token: tokens.admin, body: { LimiteCredito: 2469.12 } });
    const cuerpo = { ClienteID, VehiculoID: null, detalles: [{ ProductoID: productoId, Cantidad: 1 }] };
    expect((await app.request('POST', '/pedidos', { token: tokens.empleado, body: cuerpo })).status).toBe(201);
    expect((await app.request('POST', '/pedidos', { token: tokens.empleado, body: cuerpo })).status).toBe(201);
    expect((await app.request('POST', '/pedidos', { token: tokens.empleado, body: cuerpo })).status).toBe(409);
  });
});

describe('tax identity', () => {
  it('a CUIT is checked by its verification digit and kept as 11 digits; CondicionIVA is one of four', async () => {
    const c = await crearCliente(app, tokens.empleado, { CUIT: '20-12345678-6', CondicionIVA: 'Responsable Inscripto' });
    expect(c).toMatchObject({ CUIT: '20123456786', CondicionIVA: 'Responsable Inscripto' });
    for (const CUIT of ['30-71234567-1', '27111111117', '23-00000000-0']) {
      expect((await app.request('PUT', `/clientes/${c.ClienteID}`, { token: tokens.empleado, body: { CUIT } })).status, CUIT).toBe(200);
    }
    for (const CUIT of ['20-12345678-8', '20-00000001-0', '20-1234567-6', 'CUIT20123456786', 20123456786]) {
      const res = await app.request('PUT', `/clientes/${c.ClienteID}`, { token: tokens.empleado, body: { CUIT } });
      expect(res.status, String(CUIT)).toBe(400);
      expect(res.body.errors).toEqual({ CUIT: 'CUIT inválido' });
    }
    const iva = await app.request('PUT', `/clientes/${c.ClienteID}`, { token: tokens.empleado, body: { CondicionIVA: 'Inscripto' } });
    expect(iva.body.errors).toEqual({ CondicionIVA: 'Condición frente al IVA inválida' });
    const borrado = await app.request('PUT', `/clientes/${c.ClienteID}`, { token: tokens.empleado, body: { CUIT: '', CondicionIVA: null } });
    expect(borrado.body.data).toMatchObject({ CUIT: null, CondicionIVA: null });
    const proveedor = await crearProveedor(app, tokens.admin, { CUIT: '30-71234567-1', CondicionIVA: 'Exento' });
    expect(proveedor).toMatchObject({ CUIT: '30712345671', CondicionIVA: 'Exento' });
    expect(
      (
        await app.request('POST', '/proveedores', {
          token: tokens.admin,
          body: { Nombre: 'X', Telefono: '1', Direccion: 'D', Email: 'x@y.com', CUIT: '30-71234567-2' },
        })
      ).body.errors,
    ).toEqual({ CUIT: 'CUIT inválido' });
  });

  it('the remito and the purchase order print the CUIT and VAT condition', async () => {
    const c = await crearCliente(app, tokens.admin, { CUIT: '20-12345678-6', CondicionIVA: 'Monotributista' });
    const p = await pedido(c.ClienteID);
    const remito = await textoDePdf((await app.request('GET', `/pedidos/${p.PedidoID}/remito.pdf`, { token: tokens.empleado })).body);
    expect(remito).toContain('CUIT: 20-12345678-6');
    expect(remito).toContain('Condición IVA: Monotributista');
    const proveedor = await crearProveedor(app, tokens.admin, { CUIT: '30-71234569-8', CondicionIVA: 'Responsable Inscripto' });
    const compra = await crearPedidoProveedor(app, tokens.supervisor, proveedor.ProveedorID, [
      { ProductoID: productoId, Cantidad: 1, PrecioUnitario: 10 },
    ]);
    const orden = await textoDePdf(
      (await app.request('GET', `/pedidos-proveedores/${compra.PedidoProveedorID}/orden.pdf`, { token: tokens.supervisor })).body,
    );
    expect(orden).toContain('CUIT: 30-71234569-8');
    expect(orden).toContain('Condición IVA: Responsable Inscripto');
  });
});

describe('receivables (/cuentas-a-cobrar)', () => {
  it('ages each client’s open deliveries by days since delivery, with totals, search, sorting and paging', async () => {
    const totales = async () => (await app.request('GET', '/cuentas-a-cobrar/totales', { token: tokens.empleado })).body.data;
    const antes = await totales();
    const c = await crearCliente(app, tokens.admin);
    await app.request('PUT', `/clientes/${c.ClienteID}`, { token: tokens.admin, body: { DiasCredito: 60 } });
    for (const [dias, cantidad] of [
      [100, 1],
      [75, 2],
      [45, 3],
      [10, 4],
    ]) {
      app.setNow(new Date(Date.now() - dias * 86_400_000));
      await entregado(c.ClienteID, cantidad);
    }
    app.setNow(undefined);
    // 1.000 paid: the oldest delivery (1.234,56) keeps 234,56.
    await app.request('POST', '/cobros', { token: tokens.supervisor, body: { ClienteID: c.ClienteID, Importe: 1000, Metodo: 'efectivo' } });

    const res = await app.request('GET', `/cuentas-a-cobrar?q=${encodeURIComponent(c.Nombre)}&page=1&limit=10`, { token: tokens.empleado });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    // A search sorted by an aging column (computed per client) reads its matches once as well.
    const porTramo = `/cuentas-a-cobrar?q=${encodeURIComponent(c.Nombre)}&sort=Tramo31a60&order=desc&page=1&limit=10`;
    expect((await app.request('GET', porTramo, { token: tokens.empleado })).body.data).toEqual(res.body.data);
    expect(res.body.data[0]).toEqual({
      ClienteID: c.ClienteID,
      Nombre: c.Nombre,
      Apellido: 'Prueba',
      Saldo: 11345.6,
      LimiteCredito: null,
      DiasCredito: 60,
      Tramo0a30: 4938.24,
      Tramo31a60: 3703.68,
      Tramo61a90: 2469.12,
      TramoMas90: 234.56,
      Vencido: 2703.68,
    });
    const despues = await totales();
    const delta = (campo: string) => Math.round((despues[campo] - antes[campo]) * 100) / 100;
    expect(['ACobrar', 'Tramo0a30', 'Tramo31a60', 'Tramo61a90', 'TramoMas90', 'VencidoMas30'].map(delta)).toEqual([
      11345.6, 4938.24, 3703.68, 2469.12, 234.56, 6407.36,
    ]);
    expect(despues.Clientes - antes.Clientes).toBe(1);
    // The dashboard's cards read the same totals.
    const tablero = (await app.request('GET', '/dashboard', { token: tokens.empleado })).body.data;
    expect([tablero.aCobrar, tablero.vencidoMas30]).toEqual([despues.ACobrar, despues.VencidoMas30]);

    const porMas90 = await app.request('GET', '/cuentas-a-cobrar?sort=TramoMas90&order=desc&page=1&limit=5', { token: tokens.empleado });
    const mas90 = porMas90.body.data.map((f: { TramoMas90: number }) => f.TramoMas90);
    expect(mas90).toEqual([...mas90].sort((a, b) => b - a));
    const porSaldo = await app.request('GET', '/cuentas-a-cobrar?page=1&limit=1000', { token: tokens.empleado });
    const saldos = porSaldo.body.data.map((f: { Saldo: number }) => f.Saldo);
    expect(saldos).toEqual([...saldos].sort((a, b) => b - a));
    expect(saldos).not.toContain(0);
    expect(porSaldo.body.total).toBe(despues.Clientes);
    const [{ n: conSaldo }] = await app.db('clientes').whereNot('saldo', 0).count({ n: '*' });
    expect(despues.Clientes).toBe(Number(conSaldo));
    expect((await app.request('GET', '/cuentas-a-cobrar?sort=Clave', { token: tokens.empleado })).status).toBe(400);
  });
});

describe('statement (GET /clientes/:id/resumen-de-cuenta.pdf)', () => {
  it('prints the balance before the range, each move with its balance, and the balance at its end', async () => {
    const c = await crearCliente(app, tokens.admin, { CUIT: '20-12345679-4' });
    const p = await entregado(c.ClienteID, 2);
    const cobro = await app.request('POST', '/cobros', {
      token: tokens.supervisor,
      body: { ClienteID: c.ClienteID, Importe: 1000, Metodo: 'transferencia', Referencia: 'TRF 1' },
    });
    const hoy = new Date().toLocaleDateString('en-CA', { timeZone: app.config.zonaNegocio });
    const manana = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: app.config.zonaNegocio });
    const dia = (iso: string) => iso.split('-').reverse().join('/');
    const pdf = async (query: string) =>
      app.request('GET', `/clientes/${c.ClienteID}/resumen-de-cuenta.pdf${query}`, { token: tokens.empleado });

    const res = await pdf(`?desde=${hoy}&hasta=${hoy}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toContain(`resumen-de-cuenta-${c.ClienteID}-${hoy}-${hoy}.pdf`);
    const texto = await textoDePdf(res.body);
    for (const linea of [
      'RESUMEN DE CUENTA',
      'CUIT: 20-12345679-4',
      `Período: ${dia(hoy)} al ${dia(hoy)}`,
      'Saldo anterior: $ 0,00',
      `Entrega · Pedido #${p.PedidoID}`,
      `Cobro · Cobro #${cobro.body.data.CobroID}`,
      '$ 2.469,12',
      `Saldo al ${dia(hoy)}: $ 1.469,12`,
    ]) {
      expect(texto).toContain(linea);
    }
    // A range after every move: all of it is the balance before, and nothing moved.
    const despues = await textoDePdf((await pdf(`?desde=${manana}&hasta=${manana}`)).body);
    expect(despues).toContain('Saldo anterior: $ 1.469,12');
    expect(despues).not.toContain('Entrega ·');
    expect(despues).toContain(`Saldo al ${dia(manana)}: $ 1.469,12`);
    const mal = await pdf(`?desde=${manana}&hasta=${hoy}`);
    expect(mal.status).toBe(400);
    expect(mal.body.errors).toEqual({ desde: 'La fecha desde no puede ser posterior a la fecha hasta' });
    expect((await app.request('GET', '/clientes/999999/resumen-de-cuenta.pdf', { token: tokens.empleado })).status).toBe(404);
  });
});
