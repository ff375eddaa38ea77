import { CONDICIONES_IVA_EMISOR, type CondicionIVAEmisor } from '#dominio/facturacion';

// ARCA's settings (issue 45), read from the environment with the others (api/src/config.ts); which ARCA a server
// invoices through, given them, is comprobantes/facturacion.ts.

/** ARCA's own hosts: homologación (its test environment, where every company starts) and producción. */
export const ENDPOINTS_ARCA = {
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  },
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
  },
} as const;

export interface ConfigArca {
  /** ARCA_ENTORNO=produccion: producción; homologacion (or unset): homologación, where one starts. */
  produccion: boolean;
  /** ARCA_WSAA_URL and ARCA_WSFE_URL override the environment's hosts (a local stand-in, a proxy). */
  wsaaUrl: string;
  wsfeUrl: string;
  /** ARCA_CERTIFICADO and ARCA_CLAVE: paths of the company's certificate and private key (PEM), both or neither. */
  certificado?: string;
  clave?: string;
  /** ARCA_PUNTO_VENTA: the punto de venta enabled for web services (1 to 99999). */
  puntoDeVenta?: number;
  /** EMPRESA_CONDICION_IVA: Responsable Inscripto (the default) or Monotributista. */
  condicionIva: CondicionIVAEmisor;
  /** ARCA_REINTENTO_SEGUNDOS: how often the server sends the comprobantes left pending again (60 by default). */
  reintentoSegundos: number;
}

function produccion(valor: string | undefined): boolean {
  if (valor === undefined || valor === '' || valor === 'homologacion') return false;
  if (valor === 'produccion') return true;
  throw new Error('ARCA_ENTORNO debe ser homologacion o produccion');
}

function direccion(nombre: string, valor: string | undefined, porDefecto: string): string {
  if (!valor) return porDefecto;
  const protocolo = URL.canParse(valor) ? new URL(valor).protocol : undefined;
  if (protocolo !== 'http:' && protocolo !== 'https:')
    throw new Error(`${nombre} debe ser una dirección http o https, por ejemplo ${porDefecto}`);
  return valor;
}

function puntoDeVenta(valor: string | undefined): number | undefined {
  if (!valor) return undefined;
  if (!/^\d{1,5}$/.test(valor) || Number(valor) < 1) throw new Error('ARCA_PUNTO_VENTA debe ser un número entero de 1 a 99999');
  return Number(valor);
}

function condicionIva(valor: string | undefined): CondicionIVAEmisor {
  if (!valor) return 'Responsable Inscripto';
  const condicion = CONDICIONES_IVA_EMISOR.find((c) => c === valor);
  if (!condicion) throw new Error('EMPRESA_CONDICION_IVA debe ser Responsable Inscripto o Monotributista');
  return condicion;
}

function reintentoSegundos(valor: string | undefined): number {
  if (!valor) return 60;
  if (!/^\d{1,6}$/.test(valor) || Number(valor) < 1) throw new Error('ARCA_REINTENTO_SEGUNDOS debe ser un número entero de segundos, desde 1');
  return Number(valor);
}

export function leerConfigArca(env: NodeJS.ProcessEnv): ConfigArca {
  const enProduccion = produccion(env.ARCA_ENTORNO);
  const hosts = enProduccion ? ENDPOINTS_ARCA.produccion : ENDPOINTS_ARCA.homologacion;
  if (!env.ARCA_CERTIFICADO !== !env.ARCA_CLAVE) {
    throw new Error('ARCA_CERTIFICADO y ARCA_CLAVE van juntos: el certificado de la empresa y su clave privada');
  }
  return {
    produccion: enProduccion,
    wsaaUrl: direccion('ARCA_WSAA_URL', env.ARCA_WSAA_URL, hosts.wsaa),
    wsfeUrl: direccion('ARCA_WSFE_URL', env.ARCA_WSFE_URL, hosts.wsfe),
    certificado: env.ARCA_CERTIFICADO || undefined,
    clave: env.ARCA_CLAVE || undefined,
    puntoDeVenta: puntoDeVenta(env.ARCA_PUNTO_VENTA),
    condicionIva: condicionIva(env.EMPRESA_CONDICION_IVA),
    reintentoSegundos: reintentoSegundos(env.ARCA_REINTENTO_SEGUNDOS),
  };
}
