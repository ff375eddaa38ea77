import fs from 'node:fs';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { almacenEnBase, certificadoDePrueba, iniciarArcaLocal } from '../arca/local/index.js';
import { ticketsDeAcceso } from '../arca/wsaa.js';
import { clienteWsfe } from '../arca/wsfe.js';
import type { Config } from '../config.js';
import type { Facturacion } from './autorizacion.js';
import { ticketsEnBase } from './ticketsEnBase.js';

// Which ARCA this server invoices through (issue 45, decision 95):
// - ARCA_CERTIFICADO and ARCA_CLAVE given: ARCA itself (homologación unless ARCA_ENTORNO=produccion), with the company's
//   CUIT (EMPRESA_CUIT) and its punto de venta (ARCA_PUNTO_VENTA), both required then;
// - none, outside production: the local ARCA, started in this process with a certificate of its own, what it
//   remembers kept in the database (arca_local), beside the demo data it authorized; printed without fiscal value;
// - none, in production: no invoicing, said at start-up (a production server never invoices for show); nor with
//   several processes (WEB_CONCURRENCY), each of which would have a local ARCA of its own.

/** The CUIT the demo's local ARCA invoices for when EMPRESA_CUIT is empty (a valid one, of nobody in particular). */
const CUIT_DE_DEMOSTRACION = '20123456786';
/** The punto de venta of the demo when ARCA_PUNTO_VENTA is empty. */
const PUNTO_DE_VENTA_DE_DEMOSTRACION = 1;

/** The CUIT comprobantes are issued under: the company's, or the demo's when it has none (only the local ARCA allows that). */
export const cuitEmisor = (empresa: Config['empresa']) => empresa.cuit || CUIT_DE_DEMOSTRACION;

export interface FacturacionIniciada {
  facturacion?: Facturacion;
  cerrar(): Promise<void>;
}

function conArca(db: Knex, config: Config): Facturacion {
  const { arca, empresa } = config;
  if (!empresa.cuit || !arca.puntoDeVenta) {
    throw new Error('Para facturar con ARCA faltan EMPRESA_CUIT y ARCA_PUNTO_VENTA (el punto de venta habilitado para web services)');
  }
  const credenciales = { certificado: fs.readFileSync(arca.certificado!, 'utf8'), clave: fs.readFileSync(arca.clave!, 'utf8') };
  const variosProcesos = Boolean(config.databaseUrl);
  const almacen = ticketsEnBase(db, { variosProcesos });
  const ticket = ticketsDeAcceso({ url: arca.wsaaUrl, credenciales, servicio: 'wsfe', ahora: config.now, almacen });
  return {
    puntoDeVenta: arca.puntoDeVenta,
    condicionIva: arca.condicionIva,
    wsfe: clienteWsfe({ url: arca.wsfeUrl, cuit: empresa.cuit, ticket }),
    dePrueba: false,
    variosProcesos,
    ahora: config.now,
  };
}

export async function iniciarFacturacion(db: Knex, config: Config, logger: Logger): Promise<FacturacionIniciada> {
  if (config.arca.certificado) return { facturacion: conArca(db, config), cerrar: async () => {} };
  if (config.production) {
    logger.warn('facturación electrónica apagada: configure ARCA_CERTIFICADO, ARCA_CLAVE, ARCA_PUNTO_VENTA y EMPRESA_CUIT');
    return { cerrar: async () => {} };
  }
  // The local ARCA lives in its process: several processes would each number on their own.
  if (config.webConcurrency > 1) {
    logger.warn('facturación de demostración apagada con WEB_CONCURRENCY > 1: el ARCA local atiende a un solo proceso');
    return { cerrar: async () => {} };
  }
  return facturacionDeDemostracion(db, config);
}

/** The local ARCA over `db`, and how to invoice through it: the demo's server and its demo data (seeds/) use it. */
export async function facturacionDeDemostracion(
  db: Knex,
  config: Pick<Config, 'empresa' | 'arca' | 'now' | 'databaseUrl'>,
): Promise<Required<FacturacionIniciada>> {
  const cuit = cuitEmisor(config.empresa);
  const { certificado, clave, huella } = certificadoDePrueba(cuit);
  const local = await iniciarArcaLocal({ cuit, huellaCertificado: huella, ahora: config.now, almacen: almacenEnBase(db) });
  const variosProcesos = Boolean(config.databaseUrl);
  const ticket = ticketsDeAcceso({
    url: local.wsaaUrl,
    credenciales: { certificado, clave },
    servicio: 'wsfe',
    ahora: config.now,
    almacen: ticketsEnBase(db, { variosProcesos }),
  });
  const facturacion: Facturacion = {
    puntoDeVenta: config.arca.puntoDeVenta ?? PUNTO_DE_VENTA_DE_DEMOSTRACION,
    condicionIva: config.arca.condicionIva,
    wsfe: clienteWsfe({ url: local.wsfeUrl, cuit, ticket }),
    dePrueba: true,
    variosProcesos,
    ahora: config.now,
  };
  return { facturacion, cerrar: () => local.cerrar() };
}
