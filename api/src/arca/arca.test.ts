import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CBTE_TIPO, CONDICIONES_IVA_RECEPTOR, importesComprobante } from '#dominio/facturacion';
import { ENDPOINTS_ARCA, leerConfigArca } from './config.js';
import { ArcaNoResponde, RechazoArca } from './errores.js';
import { type ArcaLocal, certificadoDePrueba, iniciarArcaLocal, verificarCms } from './local/index.js';
import { firmarTra, ticketsDeAcceso, tra } from './wsaa.js';
import { clienteWsfe } from './wsfe.js';

// The client against the local ARCA (api/src/arca/local/): a WSAA that verifies the CMS signature and the TRA, and a
// WSFEv1 that checks tickets, numbers and amounts as ARCA does. Lots, validations and misbehaviour: arca-local.test.ts.

const CUIT = '20123456786';
let reloj = new Date('2026-12-02T13:00:00Z');
const ahora = () => reloj;
const empresa = certificadoDePrueba(CUIT);
let arca: ArcaLocal;

beforeAll(async () => {
  arca = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: empresa.huella, ahora });
});

afterAll(() => arca.cerrar());

const ticket = (relojCliente = ahora, servicio = 'wsfe') =>
  ticketsDeAcceso({ url: arca.wsaaUrl, credenciales: empresa, servicio, ahora: relojCliente });
const HORA = 3600_000;

describe('WSAA', () => {
  it('signs the TRA as a CMS the local WSAA verifies with the company certificate, and keeps the ticket 12 hours', async () => {
    reloj = new Date('2026-12-02T13:00:00Z');
    const pedir = ticket();
    const [primero, mismo] = await Promise.all([pedir(), pedir()]);
    expect(primero.vence).toEqual(new Date('2026-12-03T01:00:00Z'));
    expect(mismo).toBe(primero);
    expect(tra('wsfe', reloj)).toContain('<generationTime>2026-12-02T12:50:00Z</generationTime>');

    reloj = new Date('2026-12-03T00:50:00Z'); // eleven hours fifty: still valid
    expect(await pedir()).toBe(primero);
    reloj = new Date('2026-12-03T00:56:00Z'); // within the 5 minutes before expiry: renewed
    const renovado = await pedir();
    expect(renovado.token).not.toBe(primero.token);
    expect(renovado.vence).toEqual(new Date('2026-12-03T12:56:00Z'));
    reloj = new Date('2026-12-02T13:00:00Z');
  });

  it('a CMS signed by another key is refused with WSAA fault text', async () => {
    const otra = certificadoDePrueba(CUIT);
    const pedir = ticketsDeAcceso({ url: arca.wsaaUrl, credenciales: otra, servicio: 'wsfe', ahora });
    const error = await pedir().catch((e) => e);
    expect(error).toBeInstanceOf(RechazoArca);
    expect(error.message).toBe('ARCA rechazó LoginCms: 0 ns1:cms.bad Certificado no emitido por ARCA');
    // The signature itself is checked: a TRA with the company's certificate but another key breaks it.
    const cruzado = firmarTra(tra('wsfe', reloj), { certificado: empresa.certificado, clave: otra.clave }, reloj);
    expect(() => verificarCms(cruzado, empresa.huella)).toThrow(
      expect.objectContaining({ Fault: expect.objectContaining({ faultstring: 'Firma inválida' }) }),
    );
  });

  it.each([
    ['another service', ahora, 'ws_sr_padron_a13', 'ns1:wsn.notFound Servicio informado inexistente'],
    ['a TRA already expired', () => new Date(reloj.getTime() - HORA), 'wsfe', 'ns1:xml.expirationTime.expired expirationTime expiró'],
    ['a TRA generated in the future', () => new Date(reloj.getTime() + HORA), 'wsfe', 'ns1:xml.generationTime.invalid generationTime posee'],
  ])('%s is refused', async (_caso, relojCliente, servicio, falla) => {
    const error = await ticket(relojCliente, servicio)().catch((e) => e);
    expect(error).toBeInstanceOf(RechazoArca);
    expect(error.message).toContain(falla);
  });
});

describe('WSFEv1', () => {
  const factura = () => clienteWsfe({ url: arca.wsfeUrl, cuit: CUIT, ticket: ticket() });
  const facturaB = CBTE_TIPO.Factura.B;
  const solicitud = (numero: number) => ({
    puntoDeVenta: 3,
    cbteTipo: facturaB,
    numero,
    fecha: '2026-12-02',
    documento: { DocTipo: 99, DocNro: 0 },
    condicionIvaReceptorId: 5,
    importes: importesComprobante([{ importe: 2999.99, alicuota: '21' }], 'B'),
  });

  it('FEDummy answers the servers state, FECompUltimoAutorizado 0 before any, FECompTotXRequest 250', async () => {
    const wsfev1 = factura();
    expect(await wsfev1.estado()).toEqual({ AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' });
    expect(await wsfev1.ultimoAutorizado(4, facturaB)).toBe(0);
    expect(await wsfev1.limitePorLote()).toBe(250);
  });

  it('FECAESolicitar authorizes a Factura B of one line: a 14-digit CAE due 10 days after its date, the number taken', async () => {
    const wsfev1 = factura();
    const cae = await wsfev1.solicitarCae(solicitud(1));
    expect(cae).toEqual({ numero: 1, cae: expect.stringMatching(/^\d{14}$/), vence: '2026-12-12', observaciones: [] });
    expect(await wsfev1.ultimoAutorizado(3, facturaB)).toBe(1);
    expect(arca.autorizados().find((a) => a.PtoVta === 3 && a.numero === 1)).toMatchObject({
      CbteTipo: 6,
      CAE: cae.cae,
      CAEFchVto: '20261212',
      fecha: '20261202',
      DocTipo: 99,
      DocNro: 0,
      ImpTotal: 2999.99,
      ImpNeto: 2479.33,
      ImpIVA: 520.66,
      CondicionIVAReceptorId: 5,
    });
  });

  it("a rejection (10016: not the next number) keeps ARCA's code and text and consumes no number", async () => {
    const wsfev1 = factura();
    const ultimo = await wsfev1.ultimoAutorizado(3, facturaB);
    const error = await wsfev1.solicitarCae(solicitud(ultimo + 2)).catch((e) => e);
    expect(error).toBeInstanceOf(RechazoArca);
    expect(error.message).toBe(
      'ARCA rechazó FECAESolicitar: 10016 El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
    );
    expect(await wsfev1.ultimoAutorizado(3, facturaB)).toBe(ultimo);
  });

  it('a ticket ARCA did not issue, or one for another CUIT, is refused with code 600', async () => {
    const ajeno = clienteWsfe({ url: arca.wsfeUrl, cuit: CUIT, ticket: async () => ({ token: 'otro', sign: 'x', vence: reloj }) });
    await expect(ajeno.ultimoAutorizado(3, facturaB)).rejects.toThrow(
      'ARCA rechazó FECompUltimoAutorizado: 600 ValidacionDeToken: No validaron las credenciales',
    );
    const otraEmpresa = clienteWsfe({ url: arca.wsfeUrl, cuit: '30500010912', ticket: ticket() });
    await expect(otraEmpresa.solicitarCae(solicitud(1))).rejects.toThrow('ARCA rechazó FECAESolicitar: 600 ValidacionDeToken');
  });

  it('FEParamGetCondicionIvaReceptor reads the table for a letter', async () => {
    const deA = await factura().condicionesIvaReceptor('A');
    expect(deA).toContainEqual({ id: 1, descripcion: 'IVA Responsable Inscripto', letras: 'A/M/C' });
    expect(deA.map((c) => c.id)).toEqual(CONDICIONES_IVA_RECEPTOR.filter((c) => (c.letras as readonly string[]).includes('A')).map((c) => c.id));
    expect((await factura().condicionesIvaReceptor('B')).map((c) => c.id)).not.toContain(1);
  });

  it('a server that is gone is reported as no answer, not as a rejection', async () => {
    const efimero = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: empresa.huella, ahora });
    const wsfev1 = clienteWsfe({
      url: efimero.wsfeUrl,
      cuit: CUIT,
      ticket: ticketsDeAcceso({ url: efimero.wsaaUrl, credenciales: empresa, servicio: 'wsfe', ahora }),
    });
    await wsfev1.ultimoAutorizado(3, facturaB);
    await efimero.cerrar();
    const error = await wsfev1.ultimoAutorizado(3, facturaB).catch((e) => e);
    expect(error).toBeInstanceOf(ArcaNoResponde);
    // The kept-alive socket is cut (socket hang up) or a new one is refused, as a real network would do either.
    expect(error.message).toMatch(/^ARCA no responde \(FECompUltimoAutorizado\): .*(ECONNREFUSED|socket hang up|ECONNRESET)/);
  });
});

describe('configuration', () => {
  it('homologación by default or with ARCA_ENTORNO=homologacion, producción with ARCA_ENTORNO=produccion, URLs overridable', () => {
    expect(leerConfigArca({})).toEqual({
      produccion: false,
      wsaaUrl: ENDPOINTS_ARCA.homologacion.wsaa,
      wsfeUrl: ENDPOINTS_ARCA.homologacion.wsfe,
      certificado: undefined,
      clave: undefined,
      puntoDeVenta: undefined,
      condicionIva: 'Responsable Inscripto',
      reintentoSegundos: 60,
    });
    expect(leerConfigArca({ ARCA_REINTENTO_SEGUNDOS: '15' }).reintentoSegundos).toBe(15);
    expect(leerConfigArca({ ARCA_ENTORNO: 'homologacion' }).wsfeUrl).toBe(ENDPOINTS_ARCA.homologacion.wsfe);
    expect(leerConfigArca({ ARCA_ENTORNO: 'produccion', ARCA_PUNTO_VENTA: '3', EMPRESA_CONDICION_IVA: 'Monotributista' })).toMatchObject({
      produccion: true,
      wsaaUrl: ENDPOINTS_ARCA.produccion.wsaa,
      wsfeUrl: ENDPOINTS_ARCA.produccion.wsfe,
      puntoDeVenta: 3,
      condicionIva: 'Monotributista',
    });
    expect(leerConfigArca({ ARCA_ENTORNO: 'produccion', ARCA_WSFE_URL: 'http://127.0.0.1:9/wsfev1/service.asmx' }).wsfeUrl).toBe(
      'http://127.0.0.1:9/wsfev1/service.asmx',
    );
  });

  it.each([
    [{ ARCA_ENTORNO: 'si' }, 'ARCA_ENTORNO debe ser homologacion o produccion'],
    [
      { ARCA_WSAA_URL: 'wsaa.local' },
      'ARCA_WSAA_URL debe ser una dirección http o https, por ejemplo https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    ],
    [
      { ARCA_WSFE_URL: 'ftp://x' },
      'ARCA_WSFE_URL debe ser una dirección http o https, por ejemplo https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
    ],
    [{ ARCA_CERTIFICADO: '/etc/arca/cert.pem' }, 'ARCA_CERTIFICADO y ARCA_CLAVE van juntos: el certificado de la empresa y su clave privada'],
    [{ ARCA_PUNTO_VENTA: '0' }, 'ARCA_PUNTO_VENTA debe ser un número entero de 1 a 99999'],
    [{ ARCA_PUNTO_VENTA: '123456' }, 'ARCA_PUNTO_VENTA debe ser un número entero de 1 a 99999'],
    [{ EMPRESA_CONDICION_IVA: 'Exento' }, 'EMPRESA_CONDICION_IVA debe ser Responsable Inscripto o Monotributista'],
    [{ ARCA_REINTENTO_SEGUNDOS: '0' }, 'ARCA_REINTENTO_SEGUNDOS debe ser un número entero de segundos, desde 1'],
  ])('%o: %s', (env, mensaje) => {
    expect(() => leerConfigArca(env)).toThrow(mensaje);
  });
});
