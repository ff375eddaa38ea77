import forge from 'node-forge';
import soap from 'soap';
import { ArcaNoResponde, errorDeLlamada, RechazoArca } from './errores.js';
import { WSDL_WSAA } from './wsdl.js';

// WSAA, ARCA's authentication service: the company signs a login ticket request (TRA) with its certificate's key as
// a CMS (PKCS#7 SignedData, the TRA inside), and LoginCms answers a token and a sign valid for 12 hours that every
// WSFEv1 call carries. WSAA refuses a new ticket while one is valid ("coe.alreadyAuthenticated"), so the ticket is
// kept until it expires: in the process and, given a store (ticketsEnBase), in the database for every process.

export interface TicketDeAcceso {
  token: string;
  sign: string;
  vence: Date;
}

export interface Credenciales {
  /** The company's certificate, as ARCA issued it for its CUIT (PEM). */
  certificado: string;
  /** Its private key (PEM). */
  clave: string;
}

/** How long before its stated expiry a ticket is renewed: a call made with it must not arrive after it. */
const MARGEN_DE_RENOVACION_MS = 5 * 60_000;
/** The TRA's window: WSAA wants generationTime in the past and at most 24 h between both; 10 minutes each side absorbs clock skew. */
const VENTANA_TRA_MS = 10 * 60_000;

/** The TRA (loginTicketRequest) for a service; uniqueId is the second it was made, as ARCA's own examples do. */
export function tra(servicio: string, ahora: Date): string {
  const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const t = ahora.getTime();
  return (
    '<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header>' +
    `<uniqueId>${Math.floor(t / 1000)}</uniqueId><generationTime>${iso(t - VENTANA_TRA_MS)}</generationTime>` +
    `<expirationTime>${iso(t + VENTANA_TRA_MS)}</expirationTime></header><service>${servicio}</service></loginTicketRequest>`
  );
}

/** The TRA signed as WSAA's in0 wants it: CMS SignedData with the content attached, SHA-256, DER in base64. */
export function firmarTra(traXml: string, { certificado, clave }: Credenciales, ahora: Date): string {
  const cms = forge.pkcs7.createSignedData();
  cms.content = forge.util.createBuffer(traXml, 'utf8');
  const cert = forge.pki.certificateFromPem(certificado);
  cms.addCertificate(cert);
  cms.addSigner({
    key: forge.pki.privateKeyFromPem(clave),
    certificate: cert,
    digestAlgorithm: forge.pki.oids.sha256,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest },
      // forge takes a Date here (its types say string); the injected clock, so a test signs at its own time.
      { type: forge.pki.oids.signingTime, value: ahora as unknown as string },
    ],
  });
  cms.sign();
  return forge.util.encode64(forge.asn1.toDer(cms.toAsn1()).getBytes());
}

const entre = (xml: string, etiqueta: string) => new RegExp(`<${etiqueta}>([^<]*)</${etiqueta}>`).exec(xml)?.[1];

/** The loginTicketResponse's credentials and expiry. */
function leerTicket(respuesta: string): TicketDeAcceso {
  const token = entre(respuesta, 'token');
  const sign = entre(respuesta, 'sign');
  const vence = entre(respuesta, 'expirationTime');
  if (!token || !sign || !vence || Number.isNaN(Date.parse(vence))) {
    throw new RechazoArca('LoginCms', [{ codigo: 0, mensaje: 'respuesta sin token, sign o expirationTime' }]);
  }
  return { token, sign, vence: new Date(vence) };
}

/** Where the ticket is shared by every process (comprobantes/ticketsEnBase.ts). */
export interface AlmacenDeTickets {
  /**
   * The stored ticket of `servicio` if `vale` says it still serves; else `pedir`'s, stored. One caller at a time
   * across processes: the others wait and read the one it stored.
   */
  compartido(servicio: string, vale: (t: TicketDeAcceso) => boolean, pedir: () => Promise<TicketDeAcceso>): Promise<TicketDeAcceso>;
}

export interface OpcionesWsaa {
  url: string;
  credenciales: Credenciales;
  /** The service the ticket is for ('wsfe'). */
  servicio: string;
  ahora?: () => Date;
  /** Shared with other processes; without it, the ticket lives in this process only. */
  almacen?: AlmacenDeTickets;
}

/**
 * The ticket of a service, asked once and kept until MARGEN_DE_RENOVACION_MS before it expires; concurrent callers
 * share one request (two LoginCms at once: the second is refused as already authenticated).
 */
export function ticketsDeAcceso({
  url,
  credenciales,
  servicio,
  ahora = () => new Date(),
  almacen,
}: OpcionesWsaa): () => Promise<TicketDeAcceso> {
  let vigente: TicketDeAcceso | undefined;
  let pedido: Promise<TicketDeAcceso> | undefined;

  async function pedir(): Promise<TicketDeAcceso> {
    const momento = ahora();
    const in0 = firmarTra(tra(servicio, momento), credenciales, momento);
    let respuesta: string;
    try {
      const cliente = await soap.createClientAsync(WSDL_WSAA, { endpoint: url });
      [{ loginCmsReturn: respuesta }] = await cliente.loginCmsAsync({ in0 });
    } catch (error) {
      throw errorDeLlamada('LoginCms', error);
    }
    if (typeof respuesta !== 'string') throw new ArcaNoResponde('LoginCms', 'respuesta vacía');
    return leerTicket(respuesta);
  }

  const vale = (t: TicketDeAcceso) => t.vence.getTime() - MARGEN_DE_RENOVACION_MS > ahora().getTime();

  return async () => {
    if (vigente && vale(vigente)) return vigente;
    pedido ??= (almacen ? almacen.compartido(servicio, vale, pedir) : pedir()).finally(() => {
      pedido = undefined;
    });
    vigente = await pedido;
    return vigente;
  };
}
