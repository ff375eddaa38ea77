import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_COMPROBANTE_IMPRESO, SIN_VALIDEZ_FISCAL, URL_QR_ARCA } from '#dominio/comprobanteImpreso';
import type { Comprobante } from '#dominio/facturacion';
import { fechaNegocio } from '#dominio/fechas';
import { formatoMoneda } from '#dominio/formatos';
import { arcaDePrueba, CUIT_DE_PRUEBA, pedidoCompletado, PUNTO_DE_VENTA_DE_PRUEBA } from '../../test/facturacion.js';
import { crearCliente, crearProducto, cuitNuevo } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { imagenesRgbaDePdf, textoDePdf } from '../../test/pdf.js';
import type { ArcaLocal } from '../arca/local/index.js';

// The printed comprobante (issue 45): GET /comprobantes/{id}/pdf of invoices the local ARCA authorized, read back as a
// reader would: its text with PDF.js, and its QR decoded from the picture the page draws, as a phone would scan it.

const EMPRESA = {
  EMPRESA_NOMBRE: 'Carbonera del Oeste S.R.L.',
  EMPRESA_DIRECCION: 'Av. Gaona 4500, Ituzaingó',
  EMPRESA_CUIT: CUIT_DE_PRUEBA,
  EMPRESA_IIBB: '901-765432-1',
  EMPRESA_INICIO_ACTIVIDADES: '2012-07-16',
};
const ZONA = 'America/Argentina/Buenos_Aires';

let arca: ArcaLocal;
let app: TestApp;
let admin: string;
let empleado: string;

beforeAll(async () => {
  const deArca = await arcaDePrueba();
  arca = deArca.arca;
  app = await startTestApp({ facturacion: deArca.facturacion, env: EMPRESA });
  [admin, empleado] = await Promise.all([app.login('admin'), app.login('empleado')]);
});
afterAll(async () => {
  await app?.close();
  await arca?.cerrar();
});

/** A Factura of one completed order of `cliente`: 3 × $ 2.999,99 at 10,5 %, 3 × $ 2.999,99 at 21 % and an exempt $ 500. */
async function facturaDe(cliente: { ClienteID: number }): Promise<Comprobante> {
  const [diez, veintiuno, exento] = await Promise.all([
    crearProducto(app, admin, { Precio: 2999.99, AlicuotaIVA: '10.5' }),
    crearProducto(app, admin, { Precio: 2999.99 }),
    crearProducto(app, admin, { Precio: 500, AlicuotaIVA: 'Exento' }),
  ]);
  const pedido = await pedidoCompletado(app, admin, cliente.ClienteID, [
    { ProductoID: diez.ProductoID, Cantidad: 3 },
    { ProductoID: veintiuno.ProductoID, Cantidad: 3 },
    { ProductoID: exento.ProductoID, Cantidad: 1 },
  ]);
  const res = await app.request('POST', '/comprobantes', { token: admin, body: { PedidoIDs: [pedido] } });
  expect(res.body.data?.Estado, JSON.stringify(res.body)).toBe('Autorizado');
  return res.body.data;
}

/** The PDF as every role may read it, its text with line breaks as spaces, and the JSON its QR carries. */
async function impreso(c: Comprobante) {
  const res = await app.request('GET', `/comprobantes/${c.ComprobanteID}/pdf`, { token: empleado });
  expect(res.status, res.body.toString()).toBe(200);
  const texto = (await textoDePdf(res.body)).replace(/\s+/g, ' ');
  const qrs = (await imagenesRgbaDePdf(res.body)).map((i) => jsQR(i.data, i.width, i.height)?.data).filter(Boolean);
  expect(qrs).toHaveLength(1);
  const [url] = qrs as string[];
  expect(url.startsWith(URL_QR_ARCA)).toBe(true);
  const qr = JSON.parse(Buffer.from(url.slice(URL_QR_ARCA.length), 'base64').toString('utf8'));
  return { res, texto, qr };
}

const numero = (c: Comprobante) => `${String(c.PuntoDeVenta).padStart(4, '0')}-${String(c.Numero).padStart(8, '0')}`;

describe('GET /comprobantes/{id}/pdf', () => {
  it('prints a Factura B with its letter and code, both copies, the IVA it contains, the CAE and a QR with every field of it', async () => {
    const cliente = await crearCliente(app, admin, { Nombre: 'María Inés', Apellido: 'Peña', Direccion: 'Belgrano 1234, Morón' });
    const factura = await facturaDe(cliente);
    const { res, texto, qr } = await impreso(factura);

    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`inline; filename="Factura-B-${numero(factura)}.pdf"`);
    expect(qr).toEqual({
      ver: 1,
      fecha: factura.Fecha,
      cuit: Number(CUIT_DE_PRUEBA),
      ptoVta: PUNTO_DE_VENTA_DE_PRUEBA,
      tipoCmp: 6,
      nroCmp: factura.Numero,
      importe: 18499.94,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 99,
      nroDocRec: 0,
      tipoCodAut: 'E',
      codAut: Number(factura.CAE),
    });
    // What the QR says is what ARCA authorized.
    expect(arca.autorizados().find((a) => a.CAE === factura.CAE)).toMatchObject({ CbteTipo: 6, numero: factura.Numero, ImpTotal: 18499.94 });
    for (const esperado of [
      'ORIGINAL · Página 1 de 1',
      'DUPLICADO · Página 1 de 1',
      'FACTURA',
      `Punto de venta: 0003 Comp. Nro: ${String(factura.Numero).padStart(8, '0')}`,
      `Fecha de emisión: ${fechaNegocio(factura.Fecha, ZONA)}`,
      'Razón social: Carbonera del Oeste S.R.L.',
      'Domicilio comercial: Av. Gaona 4500, Ituzaingó',
      'Condición frente al IVA: Responsable Inscripto',
      'CUIT: 20-12345678-6',
      'Ingresos Brutos: 901-765432-1',
      'Fecha de inicio de actividades: 16/07/2012',
      'Apellido y nombre / Razón social: María Inés Peña',
      'Domicilio: Belgrano 1234, Morón',
      'Documento: Sin identificar',
      'Condición frente al IVA: Consumidor Final',
      // Final prices on a B.
      '$ 2.999,99 $ 8.999,97',
      'Importe total: $ 18.499,94',
      `Régimen de Transparencia Fiscal al Consumidor (Ley 27.743) — IVA contenido: ${formatoMoneda(factura.ImpIVA)}`,
      `CAE N°: ${factura.CAE}`,
      `Fecha de vto. de CAE: ${fechaNegocio(factura.CAEVence!, ZONA)}`,
      SIN_VALIDEZ_FISCAL,
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto.split(SIN_VALIDEZ_FISCAL)).toHaveLength(3);
    // The letter in its box with its code, on each copy (two texts a reader joins).
    expect(texto).toMatch(/ORIGINAL B ?COD\. 006 .* DUPLICADO B ?COD\. 006 /);
    expect(texto).not.toContain('IVA 21 %');
  });

  it('prints a Factura A with the IVA discriminated: net prices, the rate of each line, the net and each rate’s IVA', async () => {
    const cuit = cuitNuevo();
    const cliente = await crearCliente(app, admin, { CUIT: cuit, CondicionIVA: 'Responsable Inscripto' });
    const factura = await facturaDe(cliente);
    const { res, texto, qr } = await impreso(factura);

    expect(res.headers.get('Content-Disposition')).toBe(`inline; filename="Factura-A-${numero(factura)}.pdf"`);
    expect(qr).toMatchObject({
      tipoCmp: 1,
      nroCmp: factura.Numero,
      importe: 18499.94,
      tipoDocRec: 80,
      nroDocRec: Number(cuit),
      codAut: Number(factura.CAE),
    });
    for (const esperado of [
      `CUIT: ${cuit.slice(0, 2)}-${cuit.slice(2, 10)}-${cuit[10]}`,
      'Condición frente al IVA: IVA Responsable Inscripto',
      // 3 × $ 2.999,99 at 10,5 %: $ 2.714,92 each and $ 8.144,77 net; at 21 %: $ 2.479,33 and $ 7.437,99.
      '$ 2.714,92 $ 8.144,77 10,5 % $ 8.999,97',
      '$ 2.479,33 $ 7.437,99 21 % $ 8.999,97',
      '$ 500,00 $ 500,00 Exento $ 500,00',
      'Importe neto gravado: $ 15.582,76',
      'IVA 10,5 %: $ 855,20',
      'IVA 21 %: $ 1.561,98',
      'Importe exento: $ 500,00',
      'Importe total: $ 18.499,94',
      `CAE N°: ${factura.CAE}`,
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto).toMatch(/ORIGINAL A ?COD\. 001 .* DUPLICADO A ?COD\. 001 /);
    expect(texto).not.toContain('IVA contenido');
  });

  it('prints a Nota de crédito with its own code and the invoice it credits, and a QR of its own', async () => {
    const factura = await facturaDe(await crearCliente(app, admin));
    const res = await app.request('POST', `/comprobantes/${factura.ComprobanteID}/notas-de-credito`, {
      token: admin,
      body: { Clase: 'Devolución', Motivo: 'Devolvió una bolsa', Lineas: [{ Renglon: 1, Cantidad: 1 }] },
    });
    const nota: Comprobante = res.body.data;
    expect(nota?.Estado, JSON.stringify(res.body)).toBe('Autorizado');
    const { texto, qr } = await impreso(nota);
    expect(texto).toMatch(/ORIGINAL B ?COD\. 008 /);
    expect(texto).toContain(`Comprobante asociado: Factura B ${numero(factura)}`);
    expect(qr).toMatchObject({ tipoCmp: 8, nroCmp: nota.Numero, importe: nota.ImpTotal, codAut: Number(nota.CAE) });
  });

  it('prints no test legend on a comprobante ARCA itself authorized', async () => {
    const factura = await facturaDe(await crearCliente(app, admin));
    await app.db('comprobantes').where({ comprobante_id: factura.ComprobanteID }).update({ de_prueba: false });
    const { texto } = await impreso(factura);
    expect(texto).toContain(`CAE N°: ${factura.CAE}`);
    expect(texto).not.toContain('sin validez fiscal');
  });

  it('refuses a comprobante without its CAE (409) and one that does not exist (404)', async () => {
    const cliente = await crearCliente(app, admin);
    const producto = await crearProducto(app, admin, { Precio: 100 });
    arca.modo({ caido: true });
    const pendiente = (
      await app.request('POST', '/comprobantes', {
        token: admin,
        body: { PedidoIDs: [await pedidoCompletado(app, admin, cliente.ClienteID, [{ ProductoID: producto.ProductoID, Cantidad: 1 }])] },
      })
    ).body.data;
    arca.modo({ caido: false });
    expect(pendiente.Estado).toBe('Pendiente de CAE');
    const res = await app.request('GET', `/comprobantes/${pendiente.ComprobanteID}/pdf`, { token: empleado });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MENSAJES_COMPROBANTE_IMPRESO.sinCae);
    const porCorreo = await app.request('POST', `/comprobantes/${pendiente.ComprobanteID}/correo`, {
      token: admin,
      body: { Para: 'ana@cliente.example' },
    });
    expect([porCorreo.status, porCorreo.body.message]).toEqual([409, MENSAJES_COMPROBANTE_IMPRESO.sinCae]);
    const ninguno = await app.request('GET', '/comprobantes/999999/pdf', { token: empleado });
    expect([ninguno.status, ninguno.body.message]).toEqual([404, 'Comprobante no encontrado']);
  });
});

describe('POST /comprobantes/{id}/correo', () => {
  it('puts the authorized comprobante in the outbox with its PDF and a text that names it, once per key, in its activity', async () => {
    const cliente = await crearCliente(app, admin, { Nombre: 'Rosa', Apellido: 'Quiroga' });
    const factura = await facturaDe(cliente);
    const enviar = (token: string, clave?: string) =>
      app.request('POST', `/comprobantes/${factura.ComprobanteID}/correo`, {
        token,
        body: { Para: 'rosa@cliente.example' },
        headers: clave ? { 'Idempotency-Key': clave } : {},
      });
    expect((await enviar(empleado)).status).toBe(403);
    const res = await enviar(admin, 'comprobante-por-correo-1');
    expect(res.status).toBe(202);
    expect((await enviar(admin, 'comprobante-por-correo-1')).body.data.CorreoID).toBe(res.body.data.CorreoID);

    const correos = await app.db('correos').where({ entidad: 'comprobantes', registro_id: factura.ComprobanteID });
    expect(correos).toHaveLength(1);
    const [correo] = correos;
    expect(correo.para).toBe('rosa@cliente.example');
    expect(correo.asunto).toBe(`Factura B ${numero(factura)} — ${app.config.empresa.nombre}`);
    expect(correo.texto).toContain(
      `Le enviamos adjunta la Factura B ${numero(factura)}, por ${formatoMoneda(factura.ImpTotal)}, autorizada por ARCA con el CAE ${factura.CAE}.`,
    );
    const adjuntos = await app.db('correo_adjuntos').where({ correo_id: correo.correo_id });
    expect(adjuntos.map((a) => a.nombre)).toEqual([`Factura-B-${numero(factura)}.pdf`]);
    expect(Buffer.from(adjuntos[0].contenido).subarray(0, 5).toString()).toBe('%PDF-');
    const actividad = await app.db('auditoria').where({ entidad: 'comprobantes', entidad_id: factura.ComprobanteID, accion: 'enviar_correo' });
    expect(actividad.map((a) => a.resumen)).toEqual([`la Factura B ${numero(factura)} a rosa@cliente.example`]);
  });
});
