import { randomBytes } from 'node:crypto';
import forge from 'node-forge';
import type { EstadoArcaLocal } from './estado.js';

// The local WSAA: LoginCms verifies the CMS as ARCA's does and answers a 12-hour ticket for wsfe.

const DOCE_HORAS_MS = 12 * 3600_000;
const UN_DIA_MS = 24 * 3600_000;

/** A SOAP fault as node-soap sends it, with WSAA's code ('ns1:cms.bad') and text. */
const falla = (codigo: string, faultstring: string) => ({ Fault: { faultcode: `ns1:${codigo}`, faultstring } });

const sha256Hex = (bytes: string) => forge.md.sha256.create().update(bytes).digest().toHex();
const derDe = (cert: forge.pki.Certificate) => forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();

/**
 * A self-signed certificate for a CUIT and its key, with the fingerprint the local WSAA trusts: the tests' company
 * and the demo's (made once by the server, which keeps the PEMs).
 */
export function certificadoDePrueba(cuit: string): { certificado: string; clave: string; huella: string } {
  const claves = forge.pki.rsa.generateKeyPair({ bits: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = claves.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2024-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2044-01-01T00:00:00Z');
  const nombre = [
    { name: 'commonName', value: 'carbonsur' },
    { type: '2.5.4.5', value: `CUIT ${cuit}` },
  ];
  cert.setSubject(nombre);
  cert.setIssuer(nombre);
  cert.sign(claves.privateKey, forge.md.sha256.create());
  return {
    certificado: forge.pki.certificateToPem(cert),
    clave: forge.pki.privateKeyToPem(claves.privateKey),
    huella: sha256Hex(derDe(cert)),
  };
}

/**
 * What WSAA checks of a CMS: the signature over the signed attributes verifies with the attached certificate, the
 * messageDigest attribute is the content's SHA-256, and the certificate is the one ARCA issued (its fingerprint).
 * Answers the TRA, or throws the fault WSAA answers.
 */
export function verificarCms(in0: string, huella: string): string {
  let partes: forge.asn1.Asn1[];
  try {
    const raiz = forge.asn1.fromDer(forge.util.decode64(in0));
    partes = ((raiz.value as forge.asn1.Asn1[])[1].value[0] as forge.asn1.Asn1).value as forge.asn1.Asn1[];
  } catch {
    throw falla('cms.bad', 'No se puede decodificar el CMS');
  }
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
  if (!valida) throw falla('cms.bad', 'Firma inválida');
  const digesto = atributos.find((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0].value as string) === forge.pki.oids.messageDigest);
  if (!digesto) throw falla('cms.bad', 'Falta el digesto del contenido');
  const valor = (((digesto.value as forge.asn1.Asn1[])[1].value as forge.asn1.Asn1[])[0] as forge.asn1.Asn1).value;
  if (valor !== forge.md.sha256.create().update(contenido).digest().bytes()) throw falla('cms.bad', 'El digesto no corresponde al contenido');
  if (sha256Hex(derDe(cert)) !== huella) throw falla('cms.bad', 'Certificado no emitido por ARCA');
  return forge.util.decodeUtf8(contenido);
}

const entre = (xml: string, etiqueta: string) => new RegExp(`<${etiqueta}>([^<]*)</${etiqueta}>`).exec(xml)?.[1];

/** The TRA's service and times, checked as WSAA does: generated in the past, not expired, at most 24 hours apart. */
function verificarTra(tra: string, ahora: Date) {
  if (entre(tra, 'service') !== 'wsfe') throw falla('wsn.notFound', 'Servicio informado inexistente');
  const generado = Date.parse(entre(tra, 'generationTime') ?? '');
  const vence = Date.parse(entre(tra, 'expirationTime') ?? '');
  if (Number.isNaN(generado) || generado > ahora.getTime())
    throw falla('xml.generationTime.invalid', 'generationTime posee formato o dato inválido');
  if (Number.isNaN(vence) || vence - generado > UN_DIA_MS)
    throw falla('xml.expirationTime.invalid', 'expirationTime posee formato o dato inválido');
  if (vence <= ahora.getTime()) throw falla('xml.expirationTime.expired', 'expirationTime expiró');
}

/**
 * LoginCms: the loginTicketResponse of a valid CMS, its ticket remembered for the WSFEv1 calls; with `unTicketVigente`,
 * refused while one it issued is valid, as ARCA refuses it.
 */
export function loginCms(in0: string, huella: string, estado: EstadoArcaLocal, ahora: Date, unTicketVigente = false): string {
  verificarTra(verificarCms(in0, huella), ahora);
  if (unTicketVigente && estado.hayTicketValido(ahora)) {
    throw falla('coe.alreadyAuthenticated', 'El CEE ya posee un TA valido para el acceso al WSN solicitado');
  }
  const token = randomBytes(24).toString('base64');
  const sign = randomBytes(24).toString('base64');
  const vence = new Date(ahora.getTime() + DOCE_HORAS_MS);
  estado.emitirTicket(token, sign, vence);
  return (
    `<loginTicketResponse version="1.0"><header><generationTime>${ahora.toISOString()}</generationTime>` +
    `<expirationTime>${vence.toISOString()}</expirationTime></header>` +
    `<credentials><token>${token}</token><sign>${sign}</sign></credentials></loginTicketResponse>`
  );
}
