import http from 'node:http';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CBTE_TIPO, erroresDeImportes, type ImporteAlicuota, importesComprobante } from '#dominio/facturacion';
import { ENDPOINTS_ARCA, leerConfigArca } from './config.js';
import { ArcaNoResponde, RechazoArca } from './errores.js';
import { type Credenciales, firmarTra, ticketsDeAcceso, tra } from './wsaa.js';
import { clienteWsfe } from './wsfe.js';
import { WSDL_WSAA, WSDL_WSFE } from './wsdl.js';

// The client against real SOAP servers of ARCA's protocol, built from the same WSDLs on 127.0.0.1: a WSAA that
// verifies the CMS signature and a WSFEv1 that numbers and checks amounts as ARCA does. The full stand-in (lots,
// FECompConsultar, lost answers, slowness) comes with the invoicing slice (issue 45).

const CUIT = '20123456786';
const DOCE_HORAS = 12 * 3600_000;

function credencialesDePrueba(): Credenciales & { huella: string } {
  const claves = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = claves.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2028-01-01T00:00:00Z');
  const nombre = [
    { name: 'commonName', value: 'carbonsur' },
    { type: '2.5.4.5', value: `CUIT ${CUIT}` },
  ];
  cert.setSubject(nombre);
  cert.setIssuer(nombre);
  cert.sign(claves.privateKey, forge.md.sha256.create());
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    certificado: forge.pki.certificateToPem(cert),
    clave: forge.pki.privateKeyToPem(claves.privateKey),
    huella: forge.md.sha256.create().update(der).digest().toHex(),
  };
}

/**
 * What WSAA checks of a CMS: the signature over the signed attributes verifies with the attached certificate, the
 * messageDigest attribute is the content's SHA-256, and the certificate is the one ARCA issued (its fingerprint).
 * Answers the TRA, or throws the fault WSAA answers.
 */
function verificarCms(in0: string, huella: string): string {
  const falla = (faultstring: string) => ({ Fault: { faultcode: 'ns1:cms.bad', faultstring } });
  const raiz = forge.asn1.fromDer(forge.util.decode64(in0));
  const firmado = (raiz.value as forge.asn1.Asn1[])[1].value[0] as forge.asn1.Asn1;
  const partes = firmado.value as forge.asn1.Asn1[];
  const contenido = ((partes[2].value as forge.asn1.Asn1[])[1].value[0] as forge.asn1.Asn1).value as string;
  const cert = forge.pki.certificateFromAsn1((partes[3].value as forge.asn1.Asn1[])[0]);
  const firmante = (partes[partes.length - 1].value as forge.asn1.Asn1[])[0].value as forge.asn1.Asn1[];
  const atributos = firmante[3].value as forge.asn1.Asn1[];
  const firma = firmante[5].value as string;
  const conjunto = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, atributos);
  const resumen = forge.md.sha256.create().update(forge.asn1.toDer(conjunto).getBytes());
  let valida: boolean;
  try {
    valida = (cert.publicKey as forge.pki.rsa.PublicKey).verify(resumen.digest().bytes(), firma);
  } catch {
    valida = false; // forge throws on a block another key made
  }
  if (!valida) throw falla('Firma inválida');
  const digesto = atributos.find((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest);
  if (!digesto) throw falla('Falta el digesto del contenido');
  const valor = (((digesto.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0] as forge.asn1.Asn1).value;
  if (valor !== forge.md.sha256.create().update(contenido).digest().bytes()) throw falla('El digesto no corresponde al contenido');
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  if (forge.md.sha256.create().update(der).digest().toHex() !== huella) throw falla('Certificado no emitido por ARCA');
  return forge.util.decodeUtf8(contenido);
}

const lista = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

async function servir(ruta: string, servicios: soap.IServices, wsdl: string) {
  const servidor = http.createServer();
  await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
  soap.listen(servidor, ruta, servicios, wsdl);
  const url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}${ruta}`;
  const cerrar = () =>
    new Promise<void>((listo) => {
      servidor.closeAllConnections();
      servidor.close(() => listo());
    });
  return { url, cerrar };
}

let reloj = new Date('2026-12-02T13:00:00Z');
const ahora = () => reloj;
const empresa = credencialesDePrueba();
const pedidosDeTicket: string[] = [];
const solicitudes: any[] = [];
const ultimos = new Map<string, number>();
let wsaa: Awaited<ReturnType<typeof servir>>;
let wsfe: Awaited<ReturnType<typeof servir>>;
let token = '';

beforeAll(async () => {
  wsaa = await servir(
    '/ws/services/LoginCms',
    {
      LoginCMSService: {
        LoginCms: {
          loginCms({ in0 }: { in0: string }) {
            const traRecibido = verificarCms(in0, empresa.huella);
            pedidosDeTicket.push(traRecibido);
            token = `token-${pedidosDeTicket.length}`;
            const vence = new Date(reloj.getTime() + DOCE_HORAS).toISOString();
            return {
              loginCmsReturn:
                `<loginTicketResponse version="1.0"><header><expirationTime>${vence}</expirationTime></header>` +
                `<credentials><token>${token}</token><sign>firma</sign></credentials></loginTicketResponse>`,
            };
          },
        },
      },
    },
    WSDL_WSAA,
  );
  const autenticado = (auth: { Token: string; Cuit: string }) =>
    auth?.Token === token && String(auth.Cuit) === CUIT
      ? undefined
      : { Errors: { Err: [{ Code: 600, Msg: 'ValidacionDeToken: No validaron las credenciales' }] } };
  const operaciones = {
    FEDummy: () => ({ FEDummyResult: { AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' } }),
    FECompUltimoAutorizado: ({ Auth, PtoVta, CbteTipo }: any) => ({
      FECompUltimoAutorizadoResult: autenticado(Auth) ?? { PtoVta, CbteTipo, CbteNro: ultimos.get(`${PtoVta}-${CbteTipo}`) ?? 0 },
    }),
    FECAESolicitar: ({ Auth, FeCAEReq }: any) => {
      const rechazo = autenticado(Auth);
      if (rechazo) return { FECAESolicitarResult: rechazo };
      solicitudes.push(FeCAEReq);
      const { PtoVta, CbteTipo } = FeCAEReq.FeCabReq;
      const [d] = lista(FeCAEReq.FeDetReq.FECAEDetRequest) as any[];
      const clave = `${PtoVta}-${CbteTipo}`;
      const observaciones: { Code: number; Msg: string }[] = [];
      if (Number(d.CbteDesde) !== (ultimos.get(clave) ?? 0) + 1) {
        observaciones.push({
          Code: 10016,
          Msg: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
        });
      }
      const iva = lista(d.Iva?.AlicIva).map(
        (a: any) => ({ Id: Number(a.Id), BaseImp: Number(a.BaseImp), Importe: Number(a.Importe) }) as ImporteAlicuota,
      );
      const importes = ['ImpTotal', 'ImpTotConc', 'ImpNeto', 'ImpOpEx', 'ImpIVA', 'ImpTrib'].map((campo) => [campo, Number(d[campo])]);
      for (const error of erroresDeImportes({ ...Object.fromEntries(importes), Iva: iva })) observaciones.push({ Code: 10048, Msg: error });
      const base = {
        Concepto: d.Concepto,
        DocTipo: d.DocTipo,
        DocNro: d.DocNro,
        CbteDesde: d.CbteDesde,
        CbteHasta: d.CbteHasta,
        CbteFch: d.CbteFch,
      };
      if (observaciones.length > 0) {
        return {
          FECAESolicitarResult: {
            FeCabResp: { Cuit: CUIT, PtoVta, CbteTipo, FchProceso: '20261202', CantReg: 1, Resultado: 'R', Reproceso: 'N' },
            FeDetResp: { FECAEDetResponse: [{ ...base, Resultado: 'R', Observaciones: { Obs: observaciones }, CAE: '', CAEFchVto: '' }] },
          },
        };
      }
      ultimos.set(clave, Number(d.CbteDesde));
      return {
        FECAESolicitarResult: {
          FeCabResp: { Cuit: CUIT, PtoVta, CbteTipo, FchProceso: '20261202', CantReg: 1, Resultado: 'A', Reproceso: 'N' },
          FeDetResp: {
            FECAEDetResponse: [{ ...base, Resultado: 'A', CAE: `7648${String(d.CbteDesde).padStart(10, '0')}`, CAEFchVto: '20261212' }],
          },
        },
      };
    },
    FEParamGetCondicionIvaReceptor: ({ Auth, ClaseCmp }: any) => ({
      FEParamGetCondicionIvaReceptorResult: autenticado(Auth) ?? {
        ResultGet: { CondicionIvaReceptor: [{ Id: 1, Desc: 'IVA Responsable Inscripto', Cmp_Clase: ClaseCmp === 'A' ? 'A/M/C' : 'C' }] },
      },
    }),
  };
  wsfe = await servir('/wsfev1/service.asmx', { Service: { ServiceSoap: operaciones, ServiceSoap12: operaciones } }, WSDL_WSFE);
});

afterAll(async () => {
  await wsaa.cerrar();
  await wsfe.cerrar();
});

const ticket = () => ticketsDeAcceso({ url: wsaa.url, credenciales: empresa, servicio: 'wsfe', ahora });

describe('WSAA', () => {
  it('signs the TRA as a CMS the stand-in verifies with the company certificate, and keeps the ticket 12 hours', async () => {
    pedidosDeTicket.length = 0;
    const pedir = ticket();
    const [primero, mismo] = await Promise.all([pedir(), pedir()]);
    expect(primero).toEqual({ token: 'token-1', sign: 'firma', vence: new Date('2026-12-03T01:00:00Z') });
    expect(mismo).toBe(primero);
    expect(pedidosDeTicket).toHaveLength(1);
    expect(pedidosDeTicket[0]).toContain('<service>wsfe</service>');
    expect(pedidosDeTicket[0]).toContain('<generationTime>2026-12-02T12:50:00Z</generationTime>');

    reloj = new Date('2026-12-03T00:50:00Z'); // eleven hours fifty: still valid
    expect((await pedir()).token).toBe('token-1');
    reloj = new Date('2026-12-03T00:56:00Z'); // within the 5 minutes before expiry: renewed
    expect((await pedir()).token).toBe('token-2');
    expect(pedidosDeTicket).toHaveLength(2);
  });

  it('a CMS signed by another key is refused with WSAA fault text', async () => {
    const otra = credencialesDePrueba();
    const pedir = ticketsDeAcceso({
      url: wsaa.url,
      credenciales: { certificado: otra.certificado, clave: otra.clave },
      servicio: 'wsfe',
      ahora,
    });
    const error = await pedir().catch((e) => e);
    expect(error).toBeInstanceOf(RechazoArca);
    expect(error.message).toBe('ARCA rechazó LoginCms: 0 ns1:cms.bad Certificado no emitido por ARCA');
    // The signature itself is checked: a TRA with the company's certificate but another key breaks it.
    const cruzado = firmarTra(tra('wsfe', reloj), { certificado: empresa.certificado, clave: otra.clave }, reloj);
    expect(() => verificarCms(cruzado, empresa.huella)).toThrow(
      expect.objectContaining({ Fault: expect.objectContaining({ faultstring: 'Firma inválida' }) }),
    );
  });
});

describe('WSFEv1', () => {
  const factura = () => clienteWsfe({ url: wsfe.url, cuit: CUIT, ticket: ticket() });
  const facturaB = CBTE_TIPO.Factura.B;
  const unaLinea = importesComprobante([{ importe: 2999.99, alicuota: '21' }], 'B');
  const solicitud = (numero: number) => ({
    puntoDeVenta: 3,
    cbteTipo: facturaB,
    numero,
    fecha: '2026-12-02',
    documento: { DocTipo: 99, DocNro: 0 },
    condicionIvaReceptorId: 5,
    importes: unaLinea,
  });

  it('FEDummy answers the servers state, FECompUltimoAutorizado the last number', async () => {
    const wsfev1 = factura();
    expect(await wsfev1.estado()).toEqual({ AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' });
    ultimos.set(`3-${facturaB}`, 41);
    expect(await wsfev1.ultimoAutorizado(3, facturaB)).toBe(41);
    expect(await wsfev1.ultimoAutorizado(4, facturaB)).toBe(0);
  });

  it('FECAESolicitar sends the amounts of a Factura B of one line and gets its CAE and due date', async () => {
    ultimos.set(`3-${facturaB}`, 41);
    solicitudes.length = 0;
    const cae = await factura().solicitarCae(solicitud(42));
    expect(cae).toEqual({ numero: 42, cae: '76480000000042', vence: '2026-12-12', observaciones: [] });
    const [enviada] = solicitudes;
    expect(enviada.FeCabReq).toMatchObject({ CantReg: 1, PtoVta: 3, CbteTipo: 6 });
    const detalle = lista(enviada.FeDetReq.FECAEDetRequest)[0];
    expect(detalle).toMatchObject({
      Concepto: 1,
      DocTipo: 99,
      DocNro: 0,
      CbteDesde: 42,
      CbteHasta: 42,
      CbteFch: '20261202',
      ImpTotal: 2999.99,
      ImpTotConc: 0,
      ImpNeto: 2479.33,
      ImpOpEx: 0,
      ImpIVA: 520.66,
      ImpTrib: 0,
      MonId: 'PES',
      MonCotiz: 1,
      CondicionIVAReceptorId: 5,
    });
    expect(lista(detalle.Iva.AlicIva)).toEqual([{ Id: 5, BaseImp: 2479.33, Importe: 520.66 }]);
  });

  it("a rejection (10016: not the next number) keeps ARCA's code and text and consumes no number", async () => {
    ultimos.set(`3-${facturaB}`, 42);
    const error = await factura()
      .solicitarCae(solicitud(44))
      .catch((e) => e);
    expect(error).toBeInstanceOf(RechazoArca);
    expect(error.errores).toEqual([
      {
        codigo: 10016,
        mensaje: 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
      },
    ]);
    expect(error.message).toBe(
      'ARCA rechazó FECAESolicitar: 10016 El numero o fecha del comprobante no se corresponde con el proximo a autorizar. Consultar metodo FECompUltimoAutorizado.',
    );
    expect(ultimos.get(`3-${facturaB}`)).toBe(42);
  });

  it('errors of a result (a ticket ARCA does not know) are a rejection with their code', async () => {
    const ajeno = clienteWsfe({ url: wsfe.url, cuit: CUIT, ticket: async () => ({ token: 'otro', sign: 'x', vence: reloj }) });
    await expect(ajeno.ultimoAutorizado(3, facturaB)).rejects.toThrow(
      'ARCA rechazó FECompUltimoAutorizado: 600 ValidacionDeToken: No validaron las credenciales',
    );
  });

  it('FEParamGetCondicionIvaReceptor reads the table for a letter', async () => {
    expect(await factura().condicionesIvaReceptor('A')).toEqual([{ id: 1, descripcion: 'IVA Responsable Inscripto', letras: 'A/M/C' }]);
  });

  it('a server that is gone is reported as no answer, not as a rejection', async () => {
    const wsfev1 = factura();
    await wsfev1.ultimoAutorizado(3, facturaB);
    await wsfe.cerrar();
    const error = await wsfev1.ultimoAutorizado(3, facturaB).catch((e) => e);
    expect(error).toBeInstanceOf(ArcaNoResponde);
    // The kept-alive socket is cut (socket hang up) or a new one is refused, as a real network would do either.
    expect(error.message).toMatch(/^ARCA no responde \(FECompUltimoAutorizado\): .*(ECONNREFUSED|socket hang up|ECONNRESET)/);
  });
});

describe('configuration', () => {
  it('homologación by default, producción with ARCA_PRODUCCION=1, URLs overridable', () => {
    expect(leerConfigArca({})).toEqual({
      produccion: false,
      wsaaUrl: ENDPOINTS_ARCA.homologacion.wsaa,
      wsfeUrl: ENDPOINTS_ARCA.homologacion.wsfe,
      certificado: undefined,
      clave: undefined,
      puntoDeVenta: undefined,
      condicionIva: 'Responsable Inscripto',
    });
    expect(leerConfigArca({ ARCA_PRODUCCION: '1', ARCA_PUNTO_VENTA: '3', EMPRESA_CONDICION_IVA: 'Monotributista' })).toMatchObject({
      produccion: true,
      wsaaUrl: ENDPOINTS_ARCA.produccion.wsaa,
      wsfeUrl: ENDPOINTS_ARCA.produccion.wsfe,
      puntoDeVenta: 3,
      condicionIva: 'Monotributista',
    });
    expect(leerConfigArca({ ARCA_PRODUCCION: '1', ARCA_WSFE_URL: 'http://127.0.0.1:9/wsfev1/service.asmx' }).wsfeUrl).toBe(
      'http://127.0.0.1:9/wsfev1/service.asmx',
    );
  });

  it.each([
    [{ ARCA_PRODUCCION: 'si' }, 'ARCA_PRODUCCION debe ser 1 (producción) o 0 (homologación)'],
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
  ])('%o: %s', (env, mensaje) => {
    expect(() => leerConfigArca(env)).toThrow(mensaje);
  });
});
