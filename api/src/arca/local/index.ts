import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as esperar } from 'node:timers/promises';
import soap from 'soap';
import { WSDL_WSAA, WSDL_WSFE } from '../wsdl.js';
import { type AlmacenArcaLocal, type Autorizado, estadoArcaLocal } from './estado.js';
import { loginCms } from './wsaa.js';
import { operacionesWsfe } from './wsfe.js';

// The local ARCA (issue 45): a real SOAP server of ARCA's protocol, built from ARCA's own WSDLs, serving WSAA and
// WSFEv1 on one port, for the tests and for the demo (no ARCA configured). ARCA's hosts are unreachable here, and
// what must be proven (numbering, lots, lost answers, slowness) needs a server that misbehaves on request.

export { certificadoDePrueba, verificarCms } from './wsaa.js';
export { almacenEnBase } from './estado.js';
export type { AlmacenArcaLocal, Autorizado } from './estado.js';

/** How the local ARCA misbehaves, changed at any time with `modo`. */
export interface ModoArcaLocal {
  /** Each call answers after this many milliseconds. */
  demoraMs: number;
  /** Every request gets an HTTP 503 that is not SOAP: the client throws ArcaNoResponde. */
  caido: boolean;
  /** The next N FECAESolicitar are processed (and authorized), then their socket is cut without an answer. */
  perderRespuestas: number;
  /** Every WSFEv1 call but FEDummy is refused as a whole (600, the credentials): an answer that says no to all. */
  rechazarCredenciales: boolean;
  /** LoginCms refused while a ticket it issued is valid, as ARCA does (coe.alreadyAuthenticated). */
  unTicketVigente: boolean;
}

export interface OpcionesArcaLocal {
  /** The company's CUIT, the only one its tickets are valid for. */
  cuit: string;
  /** SHA-256 of the company certificate's DER (certificadoDePrueba's huella): the certificate "ARCA issued". */
  huellaCertificado: string;
  host?: string;
  /** 0 (the default): a free port. */
  puerto?: number;
  ahora?: () => Date;
  /** Where its state is loaded from and saved to (almacenEnBase, for the demo); none: memory only. */
  almacen?: AlmacenArcaLocal;
}

export interface ArcaLocal {
  wsaaUrl: string;
  wsfeUrl: string;
  modo(cambios: Partial<ModoArcaLocal>): void;
  autorizados(): Autorizado[];
  /** How many tickets LoginCms issued since it started. */
  logins(): number;
  cerrar(): Promise<void>;
}

const RUTA_WSAA = '/ws/services/LoginCms';
const RUTA_WSFE = '/wsfev1/service.asmx';

export async function iniciarArcaLocal({
  cuit,
  huellaCertificado,
  host = '127.0.0.1',
  puerto = 0,
  ahora = () => new Date(),
  almacen,
}: OpcionesArcaLocal): Promise<ArcaLocal> {
  const modo: ModoArcaLocal = { demoraMs: 0, caido: false, perderRespuestas: 0, rechazarCredenciales: false, unTicketVigente: false };
  let logins = 0;
  const estado = await estadoArcaLocal(almacen);
  const servidor = http.createServer();

  /** An operation answered after the delay; an authorization's answer lost while perderRespuestas lasts. */
  const atender =
    <A, R>(operacion: (args: A) => R, seAutoriza = false) =>
    async (args: A, _callback: unknown, _headers: unknown, req: http.IncomingMessage): Promise<R> => {
      await esperar(modo.demoraMs);
      const respuesta = operacion(args);
      await estado.escrito();
      if (seAutoriza && modo.perderRespuestas > 0) {
        modo.perderRespuestas--;
        req.socket.destroy();
        return new Promise<R>(() => {}); // nobody is left to answer
      }
      return respuesta;
    };

  const wsfe = operacionesWsfe(cuit, estado, ahora, () => modo.rechazarCredenciales);
  const operaciones = {
    FEDummy: atender(wsfe.FEDummy),
    FECompUltimoAutorizado: atender(wsfe.FECompUltimoAutorizado),
    FECompTotXRequest: atender(wsfe.FECompTotXRequest),
    FECAESolicitar: atender(wsfe.FECAESolicitar, true),
    FECompConsultar: atender(wsfe.FECompConsultar),
    FEParamGetCondicionIvaReceptor: atender(wsfe.FEParamGetCondicionIvaReceptor),
  };
  const login = atender(({ in0 }: { in0: string }) => {
    const respuesta = loginCms(in0, huellaCertificado, estado, ahora(), modo.unTicketVigente);
    logins++;
    return { loginCmsReturn: respuesta };
  });

  const servicios: [string, soap.IServices, string][] = [
    [RUTA_WSAA, { LoginCMSService: { LoginCms: { loginCms: login } } }, WSDL_WSAA],
    [RUTA_WSFE, { Service: { ServiceSoap: operaciones, ServiceSoap12: operaciones } }, WSDL_WSFE],
  ];
  for (const [path, services, xml] of servicios) {
    const servidorSoap = await new Promise<soap.Server>((listo, fallo) => {
      const s = soap.listen(servidor, { path, services, xml, callback: (error: unknown) => (error ? fallo(error) : listo(s)) });
    });
    // A fallen ARCA answers what a proxy in front of it would: a 503 page, not SOAP.
    servidorSoap.authorizeConnection = (_req, res) => {
      if (!modo.caido) return true;
      res?.writeHead(503, { 'Content-Type': 'text/plain' }).write('Service Unavailable');
      return false;
    };
  }
  await new Promise<void>((listo) => servidor.listen(puerto, host, listo));
  const base = `http://${host}:${(servidor.address() as AddressInfo).port}`;

  return {
    wsaaUrl: base + RUTA_WSAA,
    wsfeUrl: base + RUTA_WSFE,
    modo: (cambios) => Object.assign(modo, cambios),
    autorizados: () => estado.autorizados(),
    logins: () => logins,
    cerrar: () =>
      new Promise<void>((listo) => {
        servidor.closeAllConnections();
        servidor.close(() => listo());
      }),
  };
}
