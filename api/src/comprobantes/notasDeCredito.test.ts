import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nombreComprobante } from '#dominio/facturacion';
import { arcaDePrueba, pedidoCompletado } from '../../test/facturacion.js';
import {
  cambiarEstadoPedidoProveedor,
  crearCliente,
  crearPedidoProveedor,
  crearProducto,
  crearProveedor,
  cuitNuevo,
  filasDeAuditoria,
} from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { ArcaLocal } from '../arca/local/index.js';
import type { Facturacion } from './autorizacion.js';
import { devolucionCompleta, notasDeCreditoDePrueba, PUNTO_DE_VENTA, type Comprobante } from '../../test/notasDeCredito.js';

// Credit notes (issue 45, decision 97) through HTTP against the local ARCA: whole or by lines, never beyond what is
// left of the invoice; what the local ARCA checks of a note; the demo's note.

let arca: ArcaLocal;
let facturacion: Facturacion;
let app: TestApp;
let admin: string;

beforeAll(async () => {
  ({ arca, facturacion } = await arcaDePrueba(PUNTO_DE_VENTA));
  app = await startTestApp({ facturacion });
  admin = await app.login('admin');
});
afterAll(async () => {
  await app?.close();
  await arca?.cerrar();
});

const { factura, nota, stock, saldo, devoluciones } = notasDeCreditoDePrueba(() => ({ app, admin }));

describe('POST /comprobantes/{id}/notas-de-credito', () => {
  it('a whole return: a Nota de crédito B that ARCA authorizes, the goods back once and the account credited once', async () => {
    const { factura: f, clienteId, productos } = await factura([{ Precio: 100, Cantidad: 3 }]);
    expect([await stock(productos[0]), await saldo(clienteId)]).toEqual([97, 300]);
    const res = await nota(f.ComprobanteID, devolucionCompleta);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const nc = res.body.data;
    expect(res.body.message).toBe('Nota de crédito autorizada por ARCA');
    expect(nc).toMatchObject({
      Tipo: 'Nota de crédito',
      Letra: 'B',
      CbteTipo: 8,
      PuntoDeVenta: PUNTO_DE_VENTA,
      Estado: 'Autorizado',
      ImpTotal: 300,
      ComprobanteAsociadoID: f.ComprobanteID,
      Clase: 'Devolución',
      Motivo: 'El cliente devolvió todo',
    });
    expect(nc.lineas).toMatchObject([{ Renglon: 1, RenglonAsociado: 1, Cantidad: 3, Importe: 300 }]);
    expect(arca.autorizados().filter((a) => a.CAE === nc.CAE)).toMatchObject([{ CbteTipo: 8, numero: nc.Numero, ImpTotal: 300 }]);
    expect(await stock(productos[0])).toBe(100);
    expect(await devoluciones(productos[0])).toMatchObject([
      { cantidad: 3, comentario: `Nota de crédito B 0005-${String(nc.Numero).padStart(8, '0')}` },
    ]);
    expect(await saldo(clienteId)).toBe(0);
    // The account names each move's comprobante: the delivery's invoice, the note itself.
    const movimientos = await app.request('GET', `/clientes/${clienteId}/movimientos-cuenta`, { token: admin });
    const nombreDe = (c: Comprobante, tipo: string) => `${tipo} B 0005-${String(c.Numero).padStart(8, '0')}`;
    expect(movimientos.body.data).toMatchObject([
      {
        Tipo: 'nota_credito',
        TipoTexto: 'Nota de crédito',
        Importe: -300,
        ComprobanteID: nc.ComprobanteID,
        Comprobante: { ComprobanteID: nc.ComprobanteID, Nombre: nombreDe(nc, 'Nota de crédito') },
      },
      { Tipo: 'entrega', Importe: 300, Comprobante: { ComprobanteID: f.ComprobanteID, Nombre: nombreDe(f, 'Factura') } },
    ]);
    expect((await filasDeAuditoria(app, 'comprobantes', nc.ComprobanteID)).map((a) => a.accion)).toEqual(['crear', 'aprobar']);
    // The invoice lists its notes; nothing is left to credit.
    const notas = await app.request('GET', `/comprobantes?ComprobanteAsociadoID=${f.ComprobanteID}`, { token: admin });
    expect(notas.body.data.map((c: Comprobante) => c.ComprobanteID)).toEqual([nc.ComprobanteID]);
    const otra = await nota(f.ComprobanteID, devolucionCompleta);
    expect([otra.status, otra.body.message]).toEqual([409, 'La factura ya está acreditada por completo']);
  });

  it('by lines: a partial return and a price correction, never beyond what is left of each line', async () => {
    const {
      factura: f,
      clienteId,
      productos,
    } = await factura([
      { Precio: 100, Cantidad: 5 },
      { Precio: 250, Cantidad: 2 },
    ]);
    const [carbon, lena] = productos;
    const devolucion = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'Dos bolsas rotas', Lineas: [{ Renglon: 1, Cantidad: 2 }] });
    expect(devolucion.body.data).toMatchObject({ Estado: 'Autorizado', ImpTotal: 200 });
    const demasiado = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'Otra', Lineas: [{ Renglon: 1, Cantidad: 4 }] });
    expect(demasiado.status).toBe(409);
    expect(demasiado.body.message).toMatch(/^No se puede devolver más de lo facturado de .+ menos lo ya acreditado \(queda: 3\)$/);
    const correccion = await nota(f.ComprobanteID, {
      Clase: 'Corrección de precio',
      Motivo: 'Bonificación',
      Lineas: [{ Renglon: 2, Importe: 100 }],
    });
    expect(correccion.body.data).toMatchObject({ Estado: 'Autorizado', ImpTotal: 100, Clase: 'Corrección de precio' });
    const excedida = await nota(f.ComprobanteID, { Clase: 'Corrección de precio', Motivo: 'Otra', Lineas: [{ Renglon: 2, Importe: 400.01 }] });
    expect(excedida.status).toBe(409);
    expect(excedida.body.message).toMatch(/queda: \$ 400,00\)$/);
    expect([await stock(carbon), await stock(lena)]).toEqual([97, 98]);
    expect(await saldo(clienteId)).toBe(1000 - 300);
    // The rest of the invoice, whole: the three bags left and what the correction left of the other line.
    const resto = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'Devuelve el resto', Completa: true });
    expect(resto.body.data).toMatchObject({ Estado: 'Autorizado', ImpTotal: 700 });
    expect(resto.body.data.lineas).toMatchObject([
      { RenglonAsociado: 1, Cantidad: 3, Importe: 300 },
      { RenglonAsociado: 2, Cantidad: 2, Importe: 400 },
    ]);
    expect([await stock(carbon), await stock(lena), await saldo(clienteId)]).toEqual([100, 100, 0]);
  });

  it('a return brings the goods back at the cost they left with (issue 48)', async () => {
    const { ClienteID } = await crearCliente(app, admin);
    const { ProductoID } = await crearProducto(app, admin, { Precio: 100, Stock: 0 });
    const { ProveedorID } = await crearProveedor(app, admin);
    const recibir = async (Cantidad: number, PrecioUnitario: number) => {
      const { PedidoProveedorID } = await crearPedidoProveedor(app, admin, ProveedorID, [{ ProductoID, Cantidad, PrecioUnitario }]);
      await cambiarEstadoPedidoProveedor(app, admin, PedidoProveedorID, 'Recibido');
    };
    await recibir(10, 60);
    const pedido = await pedidoCompletado(app, admin, ClienteID, [{ ProductoID, Cantidad: 4 }]);
    // 6 left at 60 and 6 more at 90: 75.
    await recibir(6, 90);
    const f = (await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } })).body.data as Comprobante;
    const res = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'Dos bolsas rotas', Lineas: [{ Renglon: 1, Cantidad: 2 }] });
    expect(res.body.data.Estado).toBe('Autorizado');
    const devuelto = await app.db('movimientos_stock').where({ producto_id: ProductoID, motivo: 'devolucion_nota_credito' }).first();
    expect(Number(devuelto.costo_unitario)).toBe(60);
    // (12 × 75 + 2 × 60) / 14, to four decimals.
    const margenes = await app.request('GET', `/productos/${ProductoID}/margenes`, { token: admin });
    expect(margenes.body.data.CostoPromedio).toBe(72.8571);
    // The reports count the return on the note's day: 4 sold at $ 100 (60 each) less 2 back, net of 21 % IVA.
    const { Fecha } = res.body.data as Comprobante;
    const reporte = await app.request('GET', `/reportes/ventas?Desde=${Fecha}&Hasta=${Fecha}&Agrupar=producto&ProductoID=${ProductoID}`, {
      token: admin,
    });
    expect(reporte.body.data.Filas[0].Actual).toEqual({
      Pedidos: 1,
      Unidades: 2,
      Kilos: 0,
      Importe: 200,
      Neto: 165.29,
      Costo: 120,
      Margen: 45.29,
      MargenPorcentaje: 27.4,
      SinCosto: 0,
    });
  });

  it('keeps the letter of the invoice: a Factura A gets a Nota de crédito A (3) for the same CUIT', async () => {
    const cuit = cuitNuevo();
    const { factura: f } = await factura([{ Precio: 1210, Cantidad: 1 }], { CUIT: cuit, CondicionIVA: 'Responsable Inscripto' });
    const res = await nota(f.ComprobanteID, {
      Clase: 'Corrección de precio',
      Motivo: 'Precio mal cargado',
      Lineas: [{ Renglon: 1, Importe: 121 }],
    });
    expect(res.body.data).toMatchObject({
      Letra: 'A',
      CbteTipo: 3,
      DocTipo: 80,
      DocNro: Number(cuit),
      ImpNeto: 100,
      ImpIVA: 21,
      Estado: 'Autorizado',
    });
  });

  it('answers 400 for a malformed body, 409 for an invoice not authorized, 403 for Empleado and Supervisor', async () => {
    const { factura: f } = await factura([{ Precio: 100, Cantidad: 1 }]);
    const sinMotivo = await nota(f.ComprobanteID, { Clase: 'Devolución', Completa: true });
    expect([sinMotivo.status, sinMotivo.body.errors]).toEqual([400, { Motivo: 'Indique el motivo de la nota de crédito' }]);
    const conImporte = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'x', Lineas: [{ Renglon: 1, Importe: 10 }] });
    expect(conImporte.body.errors).toEqual({ Lineas: 'Una devolución acredita cantidades, no importes' });
    const ajena = await nota(f.ComprobanteID, { Clase: 'Devolución', Motivo: 'x', Lineas: [{ Renglon: 9, Cantidad: 1 }] });
    expect([ajena.status, ajena.body.message]).toEqual([400, 'La factura no tiene la línea 9']);
    for (const usuario of ['empleado', 'supervisor']) {
      const res = await nota(f.ComprobanteID, devolucionCompleta, { token: await app.login(usuario) });
      expect([res.status, res.body.message]).toEqual([403, 'Solo un administrador puede emitir notas de crédito']);
    }
    const { ClienteID } = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 10 });
    arca.modo({ caido: true });
    const pendiente = (
      await app.request('POST', '/comprobantes', {
        token: admin,
        body: { PedidoIDs: [await pedidoCompletado(app, admin, ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }])] },
      })
    ).body.data;
    arca.modo({ caido: false });
    const contraPendiente = await nota(pendiente.ComprobanteID, devolucionCompleta);
    expect([contraPendiente.status, contraPendiente.body.message]).toEqual([
      409,
      'Factura B 0005 (pendiente de CAE) no está autorizada por ARCA: solo una factura autorizada admite notas de crédito',
    ]);
    const contraNota = await nota((await nota(f.ComprobanteID, devolucionCompleta)).body.data.ComprobanteID, devolucionCompleta);
    expect([contraNota.status, contraNota.body.message]).toEqual([409, 'Solo se emiten notas de crédito contra una factura']);
  });
});

describe('the local ARCA and notes', () => {
  it('rejects a note without CbtesAsoc (10197) and one associated to a comprobante it did not authorize (10153)', async () => {
    const comun = {
      puntoDeVenta: PUNTO_DE_VENTA,
      cbteTipo: 8,
      fecha: new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10),
      documento: { DocTipo: 99, DocNro: 0 },
      condicionIvaReceptorId: 5,
      importes: { ImpTotal: 121, ImpTotConc: 0, ImpNeto: 100, ImpOpEx: 0, ImpIVA: 21, ImpTrib: 0, Iva: [{ Id: 5, BaseImp: 100, Importe: 21 }] },
    };
    const numero = (await facturacion.wsfe.ultimoAutorizado(PUNTO_DE_VENTA, 8)) + 1;
    const [sinAsociado] = await facturacion.wsfe.solicitarCaes([{ ...comun, numero }]);
    const [ajeno] = await facturacion.wsfe.solicitarCaes([
      { ...comun, numero, asociado: { cbteTipo: 6, puntoDeVenta: 99, numero: 1, fecha: comun.fecha } },
    ]);
    expect(sinAsociado).toMatchObject({ rechazo: [{ codigo: 10197 }] });
    expect(ajeno).toMatchObject({ rechazo: [{ codigo: 10153 }] });
  });
});

describe('the demo data (seeds/06_facturacion)', () => {
  it('has a credit note: a bag returned against an authorized invoice, authorized by the demo ARCA, the bag back in stock', async () => {
    const demo = await app.db('comprobantes').where({ tipo: 'Nota de crédito', motivo: 'Una bolsa llegó rota' }).first();
    expect(demo).toMatchObject({ estado: 'Autorizado', clase: 'Devolución', de_prueba: true });
    expect(await app.db('comprobantes').where({ comprobante_id: demo.comprobante_asociado_id }).first()).toMatchObject({
      tipo: 'Factura',
      estado: 'Autorizado',
      letra: demo.letra,
    });
    const nombre = nombreComprobante({ Tipo: demo.tipo, Letra: demo.letra, PuntoDeVenta: demo.punto_venta, Numero: demo.numero });
    expect(await app.db('movimientos_stock').where({ motivo: 'devolucion_nota_credito', comentario: nombre })).toMatchObject([{ cantidad: 1 }]);
    expect(await app.db('movimientos_cuenta').where({ comprobante_id: demo.comprobante_id, tipo: 'nota_credito' })).toHaveLength(1);
  });
});
