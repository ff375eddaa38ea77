import { randomInt } from 'node:crypto';
import { CONDICIONES_IVA_RECEPTOR, type ImporteAlicuota } from '#dominio/facturacion';
import type { Autorizado, EstadoArcaLocal } from './estado.js';
import { type Detalle, letraDe, MENSAJES, type Mensaje, observacionesDe, REGISTROS_POR_LOTE } from './validaciones.js';

// The local WSFEv1's operations, each answering its Result as ARCA's WSDL names the fields. node-soap hands the
// request's values over as text: they are read as numbers here.

type Campos = Record<string, unknown>;
interface Auth {
  Token?: string;
  Sign?: string;
  Cuit?: string | number;
}

/** SOAP gives a repeated element as an object when there is one: always a list. */
const lista = <T>(valor: T | T[] | undefined): T[] => (valor === undefined ? [] : Array.isArray(valor) ? valor : [valor]);

const errores = (...mensajes: Mensaje[]) => ({ Errors: { Err: mensajes } });
const DIA_MS = 24 * 3600_000;
const ARGENTINA_MS = -3 * 3600_000;
/** YYYYMMDD of an instant in Argentina (UTC-3 all year). */
const diaArgentina = (instante: Date) => new Date(instante.getTime() + ARGENTINA_MS).toISOString().slice(0, 10).replaceAll('-', '');
const diasDespues = (yyyymmdd: string, dias: number) =>
  diaArgentina(new Date(Date.parse(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}T12:00:00-03:00`) + dias * DIA_MS));

function detalle(d: Campos): Detalle {
  const iva = lista((d.Iva as { AlicIva?: Campos | Campos[] } | undefined)?.AlicIva);
  return {
    Concepto: Number(d.Concepto),
    DocTipo: Number(d.DocTipo),
    DocNro: Number(d.DocNro),
    CbteDesde: Number(d.CbteDesde),
    CbteHasta: Number(d.CbteHasta),
    CbteFch: String(d.CbteFch ?? ''),
    ImpTotal: Number(d.ImpTotal),
    ImpTotConc: Number(d.ImpTotConc),
    ImpNeto: Number(d.ImpNeto),
    ImpOpEx: Number(d.ImpOpEx),
    ImpIVA: Number(d.ImpIVA),
    ImpTrib: Number(d.ImpTrib),
    Iva: iva.map((a): ImporteAlicuota => ({ Id: Number(a.Id), BaseImp: Number(a.BaseImp), Importe: Number(a.Importe) })),
    MonId: String(d.MonId ?? ''),
    MonCotiz: Number(d.MonCotiz),
    CondicionIVAReceptorId: d.CondicionIVAReceptorId === undefined ? undefined : Number(d.CondicionIVAReceptorId),
    CbtesAsoc: lista((d.CbtesAsoc as { CbteAsoc?: Campos | Campos[] } | undefined)?.CbteAsoc).map((a) => ({
      Tipo: Number(a.Tipo),
      PtoVta: Number(a.PtoVta),
      Nro: Number(a.Nro),
      Cuit: String(a.Cuit ?? ''),
      CbteFch: String(a.CbteFch ?? ''),
    })),
  };
}

export function operacionesWsfe(cuit: string, estado: EstadoArcaLocal, ahora: () => Date, rechazarCredenciales: () => boolean) {
  /** Every call but FEDummy: a ticket the local WSAA issued and has not expired, for the configured CUIT. */
  const rechazoDeCredenciales = (auth: Auth | undefined) =>
    !rechazarCredenciales() && auth?.Token && auth.Sign && estado.ticketValido(auth.Token, auth.Sign, ahora()) && String(auth.Cuit) === cuit
      ? undefined
      : errores(MENSAJES.credenciales);

  function solicitar(cabecera: Campos, detalles: Campos[]) {
    const PtoVta = Number(cabecera.PtoVta);
    const CbteTipo = Number(cabecera.CbteTipo);
    const letra = letraDe(CbteTipo);
    if (!letra) return errores(MENSAJES.tipoDeComprobante);
    if (detalles.length > REGISTROS_POR_LOTE) return errores(MENSAJES.loteExcedido);
    if (Number(cabecera.CantReg) !== detalles.length) return errores(MENSAJES.cantidadDeRegistros);
    const hoy = diaArgentina(ahora());
    // In order, as ARCA does: an approved detail is the last authorized for the next one, a rejected one is not,
    // so the details after a rejection are out of sequence too (10016).
    const respuestas = detalles.map(detalle).map((d) => {
      const observaciones = observacionesDe(d, letra, {
        cbteTipo: CbteTipo,
        ultimo: estado.ultimo(PtoVta, CbteTipo),
        hoy,
        // This ARCA knows only the comprobantes of its one company.
        autorizado: (a) => a.Cuit === cuit && estado.autorizado(a.PtoVta, a.Tipo, a.Nro) !== undefined,
      });
      const base = {
        Concepto: d.Concepto,
        DocTipo: d.DocTipo,
        DocNro: d.DocNro,
        CbteDesde: d.CbteDesde,
        CbteHasta: d.CbteHasta,
        CbteFch: d.CbteFch,
      };
      if (observaciones.length > 0) return { ...base, Resultado: 'R', Observaciones: { Obs: observaciones }, CAE: '', CAEFchVto: '' };
      const { Iva: _iva, CbteDesde, CbteHasta: _hasta, CbteFch, MonId: _moneda, MonCotiz: _cotizacion, CbtesAsoc: _asociados, ...datos } = d;
      const autorizado: Autorizado = {
        ...datos,
        CondicionIVAReceptorId: Number(d.CondicionIVAReceptorId),
        PtoVta,
        CbteTipo,
        numero: CbteDesde,
        CAE: String(randomInt(10 ** 13, 10 ** 14)),
        CAEFchVto: diasDespues(CbteFch, 10),
        fecha: CbteFch,
        FchProceso: hoy,
      };
      estado.autorizar(autorizado);
      return { ...base, Resultado: 'A', CAE: autorizado.CAE, CAEFchVto: autorizado.CAEFchVto };
    });
    const aprobados = respuestas.filter((r) => r.Resultado === 'A').length;
    const Resultado = aprobados === respuestas.length ? 'A' : aprobados === 0 ? 'R' : 'P';
    return {
      FeCabResp: { Cuit: cuit, PtoVta, CbteTipo, FchProceso: hoy, CantReg: detalles.length, Resultado, Reproceso: 'N' },
      FeDetResp: { FECAEDetResponse: respuestas },
    };
  }

  function consultar(pedido: Campos) {
    const a = estado.autorizado(Number(pedido.PtoVta), Number(pedido.CbteTipo), Number(pedido.CbteNro));
    if (!a) return errores(MENSAJES.sinResultados);
    return {
      ResultGet: {
        Concepto: a.Concepto,
        DocTipo: a.DocTipo,
        DocNro: a.DocNro,
        CbteDesde: a.numero,
        CbteHasta: a.numero,
        CbteFch: a.fecha,
        ImpTotal: a.ImpTotal,
        ImpTotConc: a.ImpTotConc,
        ImpNeto: a.ImpNeto,
        ImpOpEx: a.ImpOpEx,
        ImpTrib: a.ImpTrib,
        ImpIVA: a.ImpIVA,
        MonId: 'PES',
        MonCotiz: 1,
        CondicionIVAReceptorId: a.CondicionIVAReceptorId,
        Resultado: 'A',
        CodAutorizacion: a.CAE,
        EmisionTipo: 'CAE',
        FchVto: a.CAEFchVto,
        FchProceso: a.FchProceso,
        PtoVta: a.PtoVta,
        CbteTipo: a.CbteTipo,
      },
    };
  }

  return {
    FEDummy: () => ({ FEDummyResult: { AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' } }),

    FECompUltimoAutorizado: ({ Auth, PtoVta, CbteTipo }: { Auth?: Auth; PtoVta: string; CbteTipo: string }) => ({
      FECompUltimoAutorizadoResult: rechazoDeCredenciales(Auth) ?? {
        PtoVta,
        CbteTipo,
        CbteNro: estado.ultimo(Number(PtoVta), Number(CbteTipo)).numero,
      },
    }),

    FECompTotXRequest: ({ Auth }: { Auth?: Auth }) => ({
      FECompTotXRequestResult: rechazoDeCredenciales(Auth) ?? { RegXReq: REGISTROS_POR_LOTE },
    }),

    FECAESolicitar: ({
      Auth,
      FeCAEReq,
    }: {
      Auth?: Auth;
      FeCAEReq?: { FeCabReq?: Campos; FeDetReq?: { FECAEDetRequest?: Campos | Campos[] } };
    }) => ({
      FECAESolicitarResult: rechazoDeCredenciales(Auth) ?? solicitar(FeCAEReq?.FeCabReq ?? {}, lista(FeCAEReq?.FeDetReq?.FECAEDetRequest)),
    }),

    FECompConsultar: ({ Auth, FeCompConsReq }: { Auth?: Auth; FeCompConsReq?: Campos }) => ({
      FECompConsultarResult: rechazoDeCredenciales(Auth) ?? consultar(FeCompConsReq ?? {}),
    }),

    FEParamGetCondicionIvaReceptor: ({ Auth, ClaseCmp }: { Auth?: Auth; ClaseCmp?: string }) => ({
      FEParamGetCondicionIvaReceptorResult: rechazoDeCredenciales(Auth) ?? {
        ResultGet: {
          CondicionIvaReceptor: CONDICIONES_IVA_RECEPTOR.filter((c) => !ClaseCmp || (c.letras as readonly string[]).includes(ClaseCmp)).map(
            (c) => ({ Id: c.id, Desc: c.descripcion, Cmp_Clase: c.letras.join('/') }),
          ),
        },
      },
    }),
  };
}
