import soap from 'soap';
import type { Documento, ImportesComprobante } from '#dominio/facturacion';
import { errorDeLlamada, type MensajeArca, RechazoArca } from './errores.js';
import type { TicketDeAcceso } from './wsaa.js';
import { WSDL_WSFE } from './wsdl.js';

// WSFEv1, ARCA's electronic invoice service (its "Manual para el desarrollador"): the calls the invoicing slice
// needs, each answering plain values or throwing RechazoArca (ARCA's codes and texts) or ArcaNoResponde.
//
// Numbering, and why a lost answer is never simply retried: ARCA authorizes number N of a punto de venta and type
// only if N - 1 is its last authorized one (error 10016 otherwise), and a FECAESolicitar whose answer is lost
// (ArcaNoResponde: timeout, reset, crash) may have been authorized. So the caller keeps the comprobante "Pendiente de
// CAE" with the number it sent and, before any retry, asks ultimoAutorizado: if it is that number or beyond, ARCA
// authorized it (consultar, FECompConsultar, gives its CAE), and asking again would be refused or, with a new
// number, issue two CAEs for one sale; if it is still N - 1, the same request with the same N is sent again. For a
// lost lot, ultimoAutorizado tells how far it went. A new number is taken only after an answer that says no (a
// RechazoArca, or a lot's CaeRechazado, consumes none).

export interface OpcionesWsfe {
  url: string;
  /** The company's CUIT, 11 digits. */
  cuit: string;
  ticket: () => Promise<TicketDeAcceso>;
}

/** A comprobante as FECAESolicitar takes it. */
export interface SolicitudCae {
  puntoDeVenta: number;
  cbteTipo: number;
  numero: number;
  /** The comprobante's day, YYYY-MM-DD in Argentina. */
  fecha: string;
  documento: Documento;
  condicionIvaReceptorId: number;
  importes: ImportesComprobante;
  /** A credit or debit note's invoice (CbtesAsoc: ARCA requires it on notes), issued by this same company. */
  asociado?: { cbteTipo: number; puntoDeVenta: number; numero: number; fecha: string };
}

export interface Cae {
  numero: number;
  cae: string;
  /** YYYY-MM-DD. */
  vence: string;
  /** Observations of an approved comprobante (Resultado A with remarks). */
  observaciones: MensajeArca[];
}

/** A comprobante of a lot ARCA said no to (Resultado R), with its reasons; its number stays free. */
export interface CaeRechazado {
  numero: number;
  rechazo: MensajeArca[];
}

/** What FECompConsultar knows of an authorized comprobante. */
export interface ComprobanteAutorizado {
  cae: string;
  /** The CAE's due date, YYYY-MM-DD. */
  vence: string;
  /** The comprobante's day, YYYY-MM-DD. */
  fecha: string;
  importeTotal: number;
}

/** FECompConsultar's code for a number ARCA has not authorized. */
const SIN_RESULTADOS = 602;

interface Mensajes {
  Err?: { Code: number; Msg: string } | { Code: number; Msg: string }[];
  Obs?: { Code: number; Msg: string } | { Code: number; Msg: string }[];
}

/** SOAP answers a repeated element as an object when there is one: always a list. */
const lista = <T>(valor: T | T[] | undefined): T[] => (valor === undefined ? [] : Array.isArray(valor) ? valor : [valor]);

const mensajes = (m: Mensajes | undefined): MensajeArca[] =>
  [...lista(m?.Err), ...lista(m?.Obs)].map(({ Code, Msg }) => ({ codigo: Number(Code), mensaje: Msg }));

const diaArca = (fecha: string) => fecha.replaceAll('-', '');
const diaIso = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/** A FECAEDetRequest: products (Concepto 1) in pesos; `cuit`, the issuer's, goes in a note's CbtesAsoc. */
function detalleCae(s: SolicitudCae, cuit: string) {
  const { Iva, ...importes } = s.importes;
  return {
    Concepto: 1,
    ...s.documento,
    CbteDesde: s.numero,
    CbteHasta: s.numero,
    CbteFch: diaArca(s.fecha),
    ...importes,
    MonId: 'PES',
    MonCotiz: 1,
    CondicionIVAReceptorId: s.condicionIvaReceptorId,
    // In the WSDL's order: CbtesAsoc comes after CondicionIVAReceptorId and before Iva.
    ...(s.asociado
      ? {
          CbtesAsoc: {
            CbteAsoc: [
              {
                Tipo: s.asociado.cbteTipo,
                PtoVta: s.asociado.puntoDeVenta,
                Nro: s.asociado.numero,
                Cuit: cuit,
                CbteFch: diaArca(s.asociado.fecha),
              },
            ],
          },
        }
      : {}),
    // ARCA refuses an empty Iva element (a C, or only exempt lines): it is left out.
    ...(Iva.length > 0 ? { Iva: { AlicIva: Iva } } : {}),
  };
}

export function clienteWsfe({ url, cuit, ticket }: OpcionesWsfe) {
  // The WSDL is parsed once (75 kB); a failed parse or connection is not kept.
  let cliente: Promise<soap.Client> | undefined;
  let limite: Promise<number> | undefined;

  async function invocar<R>(operacion: string, argumentos: object): Promise<R> {
    try {
      cliente ??= soap.createClientAsync(WSDL_WSFE, { endpoint: url });
      const [respuesta] = await (await cliente)[`${operacion}Async`](argumentos);
      return respuesta[`${operacion}Result`] as R;
    } catch (error) {
      cliente = undefined;
      throw errorDeLlamada(operacion, error);
    }
  }

  /** An operation with the company's ticket. */
  async function llamar<R>(operacion: string, argumentos: object): Promise<R> {
    const { token, sign } = await ticket();
    return invocar<R>(operacion, { Auth: { Token: token, Sign: sign, Cuit: cuit }, ...argumentos });
  }

  /** The result's Errors, as a rejection. */
  function sinErrores<R extends { Errors?: Mensajes }>(operacion: string, resultado: R): R {
    const errores = mensajes(resultado?.Errors);
    if (errores.length > 0) throw new RechazoArca(operacion, errores);
    return resultado;
  }

  /**
   * FECAESolicitar for a lot of comprobantes of products (Concepto 1) in pesos, all of one punto de venta and
   * type, in number order: each answered with its CAE or ARCA's reasons for no. ARCA takes them in order, so after
   * a rejected one the following numbers are out of sequence and rejected too (10016).
   */
  async function solicitarCaes(lote: SolicitudCae[]): Promise<(Cae | CaeRechazado)[]> {
    const [{ puntoDeVenta, cbteTipo }] = lote;
    if (lote.some((s) => s.puntoDeVenta !== puntoDeVenta || s.cbteTipo !== cbteTipo)) {
      throw new Error('Un lote de FECAESolicitar lleva un solo punto de venta y tipo de comprobante');
    }
    const resultado = await llamar<{ FeDetResp?: { FECAEDetResponse: DetalleCae | DetalleCae[] }; Errors?: Mensajes }>('FECAESolicitar', {
      FeCAEReq: {
        FeCabReq: { CantReg: lote.length, PtoVta: puntoDeVenta, CbteTipo: cbteTipo },
        FeDetReq: { FECAEDetRequest: lote.map((s) => detalleCae(s, cuit)) },
      },
    });
    const respuestas = lista(sinErrores('FECAESolicitar', resultado).FeDetResp?.FECAEDetResponse);
    return lote.map(({ numero }) => {
      const respuesta = respuestas.find((r) => Number(r.CbteDesde) === numero);
      const observaciones = mensajes(respuesta?.Observaciones);
      if (respuesta?.Resultado !== 'A' || !respuesta.CAE) {
        return { numero, rechazo: observaciones.length > 0 ? observaciones : [{ codigo: 0, mensaje: 'comprobante sin respuesta en el lote' }] };
      }
      return { numero, cae: String(respuesta.CAE), vence: diaIso(String(respuesta.CAEFchVto)), observaciones };
    });
  }

  return {
    /** FEDummy: whether ARCA's application, database and authentication servers are up (needs no ticket). */
    estado: () => invocar<{ AppServer: string; DbServer: string; AuthServer: string }>('FEDummy', {}),

    /** FECompUltimoAutorizado: the last number ARCA authorized for a punto de venta and type (0: none yet). */
    async ultimoAutorizado(puntoDeVenta: number, cbteTipo: number): Promise<number> {
      const resultado = await llamar<{ CbteNro: number; Errors?: Mensajes }>('FECompUltimoAutorizado', {
        PtoVta: puntoDeVenta,
        CbteTipo: cbteTipo,
      });
      return Number(sinErrores('FECompUltimoAutorizado', resultado).CbteNro);
    },

    /**
     * FECompTotXRequest: how many comprobantes one FECAESolicitar may carry. Asked once per client (ARCA changes it by
     * resolution, not by the hour): every sending would otherwise pay one more round trip; a failed ask is not kept.
     */
    limitePorLote(): Promise<number> {
      limite ??= llamar<{ RegXReq: number; Errors?: Mensajes }>('FECompTotXRequest', {})
        .then((resultado) => Number(sinErrores('FECompTotXRequest', resultado).RegXReq))
        .catch((error) => {
          limite = undefined;
          throw error;
        });
      return limite;
    },

    solicitarCaes,

    /** FECAESolicitar for one comprobante: its CAE, or RechazoArca with ARCA's reasons. */
    async solicitarCae(s: SolicitudCae): Promise<Cae> {
      const [respuesta] = await solicitarCaes([s]);
      if ('rechazo' in respuesta) throw new RechazoArca('FECAESolicitar', respuesta.rechazo);
      return respuesta;
    },

    /** FECompConsultar: an authorized comprobante's CAE, or undefined when ARCA has not authorized that number. */
    async consultar(puntoDeVenta: number, cbteTipo: number, numero: number): Promise<ComprobanteAutorizado | undefined> {
      const resultado = await llamar<{ ResultGet?: Consultado; Errors?: Mensajes }>('FECompConsultar', {
        FeCompConsReq: { CbteTipo: cbteTipo, CbteNro: numero, PtoVta: puntoDeVenta },
      });
      if (mensajes(resultado?.Errors).some((e) => e.codigo === SIN_RESULTADOS)) return undefined;
      const c = sinErrores('FECompConsultar', resultado).ResultGet;
      if (!c?.CodAutorizacion) throw new RechazoArca('FECompConsultar', [{ codigo: 0, mensaje: 'respuesta sin CodAutorizacion' }]);
      return {
        cae: String(c.CodAutorizacion),
        vence: diaIso(String(c.FchVto)),
        fecha: diaIso(String(c.CbteFch)),
        importeTotal: Number(c.ImpTotal),
      };
    },

    /** FEParamGetCondicionIvaReceptor: ARCA's current table of receptor conditions for a letter ('A', 'B', 'C'). */
    async condicionesIvaReceptor(letra: string): Promise<{ id: number; descripcion: string; letras: string }[]> {
      const resultado = await llamar<{ ResultGet?: { CondicionIvaReceptor: CondicionReceptor | CondicionReceptor[] }; Errors?: Mensajes }>(
        'FEParamGetCondicionIvaReceptor',
        { ClaseCmp: letra },
      );
      return lista(sinErrores('FEParamGetCondicionIvaReceptor', resultado).ResultGet?.CondicionIvaReceptor).map((c) => ({
        id: Number(c.Id),
        descripcion: c.Desc,
        letras: c.Cmp_Clase,
      }));
    },
  };
}

interface DetalleCae {
  Resultado: string;
  CbteDesde: number;
  CAE?: string;
  CAEFchVto?: string;
  Observaciones?: Mensajes;
}

interface Consultado {
  CodAutorizacion?: string;
  FchVto: string;
  CbteFch: string;
  ImpTotal: number;
}

interface CondicionReceptor {
  Id: number;
  Desc: string;
  Cmp_Clase: string;
}
