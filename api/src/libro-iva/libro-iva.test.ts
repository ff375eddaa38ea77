import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCentavos } from '#dominio/dinero';
import { CAMPOS_VENTAS_ALICUOTAS, CAMPOS_VENTAS_CBTE, largoDeLinea, leerLinea, type RenglonLibroIva } from '#dominio/libroIva';
import { crearCliente, crearPedido, crearProducto, cuitNuevo } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { type ArcaLocal, certificadoDePrueba, iniciarArcaLocal } from '../arca/local/index.js';
import { ticketsDeAcceso } from '../arca/wsaa.js';
import { clienteWsfe } from '../arca/wsfe.js';

// The Libro IVA Ventas (issue 45) through HTTP, over comprobantes the local ARCA authorized. The whole file runs on a
// clock of its own in March 2030 (the app's, the local ARCA's and WSAA's), a month no demo comprobante falls in, so a
// month's book holds exactly what these tests made; ARCA takes dates only near its own day and never going back.

const CUIT = '20123456786';
const PUNTO_DE_VENTA = 3;

let arca: ArcaLocal;
let app: TestApp;
let admin: string;
const reloj = () => app?.config.now() ?? new Date();

/** Moves every clock to `instante` (a token is signed on the app's clock: a fresh one). */
async function enElInstante(instante: string) {
  app.setNow(new Date(instante));
  admin = await app.login('admin');
}

beforeAll(async () => {
  const certificado = certificadoDePrueba(CUIT);
  arca = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: certificado.huella, ahora: reloj });
  const ticket = ticketsDeAcceso({ url: arca.wsaaUrl, credenciales: certificado, servicio: 'wsfe', ahora: reloj });
  const facturacion = {
    puntoDeVenta: PUNTO_DE_VENTA,
    condicionIva: 'Responsable Inscripto' as const,
    wsfe: clienteWsfe({ url: arca.wsfeUrl, cuit: CUIT, ticket }),
    dePrueba: true,
    variosProcesos: Boolean(process.env.TEST_DATABASE_URL),
    ahora: reloj,
  };
  app = await startTestApp({ facturacion });
  // 12:00 in Buenos Aires.
  await enElInstante('2030-03-10T15:00:00Z');
});
afterAll(async () => {
  await app?.close();
  await arca?.cerrar();
});

/** A Factura of one completed order of `clienteId`, as the API answers it. */
async function factura(clienteId: number, detalles: { ProductoID: number; Cantidad: number }[]) {
  const pedido = await crearPedido(app, admin, clienteId, detalles);
  for (const estado of ['En Proceso', 'Completado'])
    await app.request('PUT', `/pedidos/${pedido.PedidoID}/estado`, { token: admin, body: { estado } });
  const res = await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido.PedidoID] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { ComprobanteID: number; Numero: number; Estado: string; ImpTotal: number; CAE: string };
}

const libro = async (mes: string, token = admin) => {
  const res = await app.request('GET', `/libro-iva-ventas?Mes=${mes}&page=1&limit=1000`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: RenglonLibroIva[]; total: number };
};
const totales = async (mes: string) =>
  (await app.request('GET', `/libro-iva-ventas/totales${mes && `?Mes=${mes}`}`, { token: admin })).body.data;

/** A row written straight into the table: a credit note (not issued through the API on this branch) or a rejection. */
async function comprobanteDirecto(datos: Record<string, unknown>) {
  const [{ usuario_id }] = await app.db('usuarios').where({ nombre_usuario: 'admin' }).select('usuario_id');
  const [{ comprobante_id }] = await app
    .db('comprobantes')
    .insert({
      punto_venta: PUNTO_DE_VENTA,
      fecha: '2030-03-10',
      doc_tipo: 99,
      doc_nro: 0,
      condicion_iva_receptor_id: 5,
      de_prueba: true,
      usuario_id,
      ...datos,
    })
    .returning('comprobante_id');
  return comprobante_id as number;
}

let facturaA: Awaited<ReturnType<typeof factura>>;
let cuitA: string;
let notaDeCredito: number;

describe('GET /libro-iva-ventas', () => {
  it("lists the month's authorized comprobantes with ARCA's amounts; the totals are their sum, a credit note subtracting", async () => {
    cuitA = cuitNuevo();
    const [inscripto, final] = await Promise.all([
      crearCliente(app, admin, { CUIT: cuitA, CondicionIVA: 'Responsable Inscripto' }),
      crearCliente(app, admin, { Nombre: 'Panadería Ñandú' }),
    ]);
    const [general, reducida, exento] = await Promise.all([
      crearProducto(app, admin, { Precio: 1210 }),
      crearProducto(app, admin, { Precio: 1105, AlicuotaIVA: '10.5' }),
      crearProducto(app, admin, { Precio: 500, AlicuotaIVA: 'Exento' }),
    ]);
    facturaA = await factura(inscripto.ClienteID, [
      { ProductoID: general.ProductoID, Cantidad: 2 },
      { ProductoID: reducida.ProductoID, Cantidad: 1 },
      { ProductoID: exento.ProductoID, Cantidad: 1 },
    ]);
    const facturaB = await factura(final.ClienteID, [
      { ProductoID: general.ProductoID, Cantidad: 1 },
      { ProductoID: reducida.ProductoID, Cantidad: 3 },
    ]);
    const soloExenta = await factura(final.ClienteID, [{ ProductoID: exento.ProductoID, Cantidad: 2 }]);
    expect([facturaA, facturaB, soloExenta].map((f) => f.Estado)).toEqual(['Autorizado', 'Autorizado', 'Autorizado']);
    // ARCA down: a Factura A left pending is in no book; nor is a rejected one.
    arca.modo({ caido: true });
    const pendiente = await factura(inscripto.ClienteID, [{ ProductoID: general.ProductoID, Cantidad: 1 }]);
    arca.modo({ caido: false });
    expect(pendiente.Estado).toBe('Pendiente de CAE');
    const comun = {
      tipo: 'Factura',
      letra: 'B',
      cbte_tipo: 6,
      cliente_id: final.ClienteID,
      imp_total: 121,
      imp_neto: 100,
      imp_iva: 21,
      imp_op_ex: 0,
    };
    const iva = JSON.stringify([{ Id: 5, BaseImp: 100, Importe: 21 }]);
    const rechazado = await comprobanteDirecto({ ...comun, estado: 'Rechazado', iva });
    notaDeCredito = await comprobanteDirecto({
      ...comun,
      tipo: 'Nota de crédito',
      cbte_tipo: 8,
      comprobante_asociado_id: facturaB.ComprobanteID,
      clase: 'Corrección de precio',
      estado: 'Autorizado',
      numero: 1,
      cae: '70000000000001',
      iva,
    });

    const { data, total } = await libro('2030-03');
    expect(data.map((r) => r.ComprobanteID).sort()).toEqual(
      [facturaA, facturaB, soloExenta]
        .map((f) => f.ComprobanteID)
        .concat(notaDeCredito)
        .sort(),
    );
    expect(total).toBe(4);
    expect(data.map((r) => r.ComprobanteID)).not.toContain(pendiente.ComprobanteID);
    expect(data.map((r) => r.ComprobanteID)).not.toContain(rechazado);
    const a = data.find((r) => r.ComprobanteID === facturaA.ComprobanteID)!;
    expect(a).toMatchObject({
      Fecha: '2030-03-10',
      Tipo: 'Factura',
      Letra: 'A',
      CbteTipo: 1,
      PuntoDeVenta: PUNTO_DE_VENTA,
      Numero: facturaA.Numero,
      DocTipo: 80,
      DocNro: Number(cuitA),
      Cliente: `${inscripto.Nombre} ${inscripto.Apellido}`,
      Alicuotas: [
        { Alicuota: '10.5', NetoGravado: 1000, IVA: 105 },
        { Alicuota: '21', NetoGravado: 2000, IVA: 420 },
      ],
      NetoGravado: 3000,
      IVA: 525,
      Exento: 500,
      Total: 4025,
    });
    // What ARCA authorized, to the cent.
    expect(arca.autorizados().find((x) => x.CAE === facturaA.CAE)).toMatchObject({ ImpTotal: 4025 });
    expect(data.find((r) => r.ComprobanteID === notaDeCredito)).toMatchObject({
      Tipo: 'Nota de crédito',
      Alicuotas: [{ Alicuota: '21', NetoGravado: -100, IVA: -21 }],
      Total: -121,
      Exento: 0,
    });

    const suma = (filas: RenglonLibroIva[], campo: 'NetoGravado' | 'IVA' | 'Exento' | 'Total') =>
      filas.reduce((s, r) => s + aCentavos(r[campo]), 0) / 100;
    const sumas = (filas: RenglonLibroIva[]) => ({
      NetoGravado: suma(filas, 'NetoGravado'),
      IVA: suma(filas, 'IVA'),
      Exento: suma(filas, 'Exento'),
      Total: suma(filas, 'Total'),
    });
    const porAlicuota = (alicuota: string, campo: 'NetoGravado' | 'IVA') =>
      data.flatMap((r) => r.Alicuotas.filter((x) => x.Alicuota === alicuota)).reduce((s, x) => s + aCentavos(x[campo]), 0) / 100;
    const t = await totales('2030-03');
    expect(t).toEqual({
      Mes: '2030-03',
      Comprobantes: 4,
      PorLetra: ['A', 'B'].map((Letra) => {
        const filas = data.filter((r) => r.Letra === Letra);
        return { Letra, Comprobantes: filas.length, ...sumas(filas) };
      }),
      PorAlicuota: ['21', '10.5'].map((Alicuota) => ({
        Alicuota,
        NetoGravado: porAlicuota(Alicuota, 'NetoGravado'),
        IVA: porAlicuota(Alicuota, 'IVA'),
      })),
      Total: sumas(data),
    });
    // The credit note took its 121 off the letter B's total: 1210 + 3315 + 1000 - 121.
    expect(t.PorLetra[1].Total).toBe(5404);
  });

  it("takes a month by the business zone's days: 23:30 of its last day is in it, 00:30 of the next is not", async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 100 });
    await enElInstante('2030-04-01T02:30:00Z');
    const ultimoDia = await factura(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    await enElInstante('2030-04-01T03:30:00Z');
    const primerDia = await factura(cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }]);
    const [marzo, abril] = [(await libro('2030-03')).data, (await libro('2030-04')).data];
    expect(marzo.find((r) => r.ComprobanteID === ultimoDia.ComprobanteID)?.Fecha).toBe('2030-03-31');
    expect(marzo.map((r) => r.ComprobanteID)).not.toContain(primerDia.ComprobanteID);
    expect(abril.map((r) => r.ComprobanteID)).toEqual([primerDia.ComprobanteID]);
    expect((await totales('2030-04')).Total.Total).toBe(100);
  });

  it('is for Supervisor and Administrador only, and takes a month AAAA-MM, the last one by default', async () => {
    const empleado = await app.login('empleado');
    for (const ruta of ['', '/totales', '/comprobantes.txt', '/alicuotas.txt']) {
      const res = await app.request('GET', `/libro-iva-ventas${ruta}?Mes=2030-03`, { token: empleado });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Solo Supervisor o Administrador pueden ver el Libro IVA Ventas');
    }
    expect((await libro('2030-03', await app.login('supervisor'))).total).toBeGreaterThan(0);
    // With no month, the last one.
    expect((await totales('')).Mes).toBe('2030-03');
    for (const mes of ['Mes=', 'Mes=2030-13', 'Mes=marzo']) {
      const res = await app.request('GET', `/libro-iva-ventas/totales?${mes}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Mes inválido: debe ser AAAA-MM (por ejemplo 2026-11)');
    }
  });
});

describe('the Libro IVA Digital files', () => {
  /** A file's lines, each checked to end in CRLF and be one byte per character of the design's width. */
  async function lineas(archivo: 'comprobantes' | 'alicuotas', ancho: number) {
    const res = await app.request('GET', `/libro-iva-ventas/${archivo}.txt?Mes=2030-03`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=windows-1252');
    const bytes = res.body as Buffer;
    const texto = bytes.toString('latin1');
    expect(texto.endsWith('\r\n')).toBe(true);
    const filas = texto.slice(0, -2).split('\r\n');
    for (const fila of filas) expect(fila.length).toBe(ancho);
    expect(bytes.length).toBe(filas.length * (ancho + 2));
    return { filas, disposicion: res.headers.get('Content-Disposition') };
  }

  it('has one line of 266 characters per comprobante and one of 62 per rate, each field at its place, in one order', async () => {
    const cbte = await lineas('comprobantes', 266);
    const alic = await lineas('alicuotas', 62);
    expect(largoDeLinea(CAMPOS_VENTAS_CBTE)).toBe(266);
    expect(cbte.disposicion).toContain('LIBRO_IVA_DIGITAL_VENTAS_CBTE_203003.txt');
    expect(alic.disposicion).toContain('LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS_203003.txt');
    const comprobantes = cbte.filas.map((l) => leerLinea(CAMPOS_VENTAS_CBTE, l));
    const alicuotas = alic.filas.map((l) => leerLinea(CAMPOS_VENTAS_ALICUOTAS, l));
    const { data } = await libro('2030-03');
    expect(comprobantes).toHaveLength(data.length);

    const numero = String(facturaA.Numero).padStart(20, '0');
    const a = comprobantes.find((c) => c.tipoComprobante === '001' && c.numero === numero)!;
    expect(a).toEqual({
      fecha: '20300310',
      tipoComprobante: '001',
      puntoDeVenta: '00003',
      numero,
      numeroHasta: numero,
      codigoDocumento: '80',
      numeroDocumento: cuitA.padStart(20, '0'),
      nombre: expect.stringMatching(/^Cli\S* Prueba +$/),
      total: '000000000402500',
      noGravado: '0'.repeat(15),
      percepcionNoCategorizados: '0'.repeat(15),
      exento: '000000000050000',
      percepcionesNacionales: '0'.repeat(15),
      percepcionesIngresosBrutos: '0'.repeat(15),
      percepcionesMunicipales: '0'.repeat(15),
      impuestosInternos: '0'.repeat(15),
      moneda: 'PES',
      tipoDeCambio: '0001000000',
      cantidadAlicuotas: '2',
      codigoOperacion: 'E',
      otrosTributos: '0'.repeat(15),
      vencimientoPago: '20300310',
    });
    // The name with its Spanish letters, one byte each (the file's length above).
    expect(comprobantes.some((c) => c.nombre.startsWith('Panadería Ñandú Prueba'))).toBe(true);
    // The credit note: its type says it subtracts; its amounts are written as authorized.
    expect(comprobantes.find((c) => c.tipoComprobante === '008')).toMatchObject({ total: '000000000012100', cantidadAlicuotas: '1' });

    // The rate lines follow the comprobantes' order, as many for each as it says.
    const claves = comprobantes.flatMap((c) => Array(Number(c.cantidadAlicuotas)).fill(`${c.tipoComprobante}${c.puntoDeVenta}${c.numero}`));
    expect(alicuotas.map((x) => `${x.tipoComprobante}${x.puntoDeVenta}${x.numero}`)).toEqual(claves);
    expect(alicuotas.filter((x) => x.tipoComprobante === '001' && x.numero === numero)).toEqual([
      { tipoComprobante: '001', puntoDeVenta: '00003', numero, netoGravado: '000000000100000', alicuota: '0004', iva: '000000000010500' },
      { tipoComprobante: '001', puntoDeVenta: '00003', numero, netoGravado: '000000000200000', alicuota: '0005', iva: '000000000042000' },
    ]);
    // An all-exempt Factura B: one line at 0 % with no amounts, and 'E'.
    const exenta = comprobantes.find((c) => c.tipoComprobante === '006' && c.total === '000000000100000' && c.codigoOperacion === 'E')!;
    expect(alicuotas.filter((x) => x.tipoComprobante === '006' && x.numero === exenta.numero)).toEqual([
      {
        tipoComprobante: '006',
        puntoDeVenta: '00003',
        numero: exenta.numero,
        netoGravado: '0'.repeat(15),
        alicuota: '0003',
        iva: '0'.repeat(15),
      },
    ]);
  });
});
