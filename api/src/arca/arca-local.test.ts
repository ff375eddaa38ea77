import { setTimeout as esperar } from 'node:timers/promises';
import soap from 'soap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CBTE_TIPO, importesComprobante, type Letra } from '#dominio/facturacion';
import { ArcaNoResponde } from './errores.js';
import { type AlmacenArcaLocal, type ArcaLocal, certificadoDePrueba, iniciarArcaLocal } from './local/index.js';
import { ticketsDeAcceso } from './wsaa.js';
import { clienteWsfe, type SolicitudCae } from './wsfe.js';
import { WSDL_WSFE } from './wsdl.js';

// The local ARCA's rules, each proven by a request it must refuse: lots and their numbering, every validation code,
// and the misbehaviour the invoicing slice must survive (a lost answer, a fallen ARCA, slowness, a restart).

const CUIT = '20123456786';
const ahora = () => new Date('2026-12-02T13:00:00Z');
const empresa = certificadoDePrueba(CUIT);
let arca: ArcaLocal;
/** Each test its own punto de venta, so numbers start at 1 and no test sees another's. */
let puntoDeVenta = 100;

beforeAll(async () => {
  arca = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: empresa.huella, ahora });
});

afterAll(() => arca.cerrar());

const conectar = (local: ArcaLocal, ticket = ticketsDeAcceso({ url: local.wsaaUrl, credenciales: empresa, servicio: 'wsfe', ahora })) => ({
  ticket,
  wsfev1: clienteWsfe({ url: local.wsfeUrl, cuit: CUIT, ticket }),
});

const TIPO: Record<Letra, number> = CBTE_TIPO.Factura;
const solicitud = (pv: number, numero: number, letra: Letra = 'B'): SolicitudCae => ({
  puntoDeVenta: pv,
  cbteTipo: TIPO[letra],
  numero,
  fecha: '2026-12-02',
  documento: letra === 'A' ? { DocTipo: 80, DocNro: Number(CUIT) } : { DocTipo: 99, DocNro: 0 },
  condicionIvaReceptorId: letra === 'A' ? 1 : 5,
  importes: importesComprobante([{ importe: 1210, alicuota: '21' }], letra),
});

/** FECAESolicitar as raw SOAP, to send what the typed client never would; answers the Result. */
async function solicitarCrudo(cabecera: object, detalles: object[]) {
  const { token, sign } = await conectar(arca).ticket();
  const cliente = await soap.createClientAsync(WSDL_WSFE, { endpoint: arca.wsfeUrl });
  const [{ FECAESolicitarResult }] = await cliente.FECAESolicitarAsync({
    Auth: { Token: token, Sign: sign, Cuit: CUIT },
    FeCAEReq: { FeCabReq: cabecera, FeDetReq: { FECAEDetRequest: detalles } },
  });
  return FECAESolicitarResult;
}

/** A detail as the client sends it, with fields changed or removed (undefined). */
function detalle(s: SolicitudCae, cambios: Record<string, unknown> = {}) {
  const { Iva, ...importes } = s.importes;
  const base: Record<string, unknown> = {
    Concepto: 1,
    ...s.documento,
    CbteDesde: s.numero,
    CbteHasta: s.numero,
    CbteFch: s.fecha.replaceAll('-', ''),
    ...importes,
    MonId: 'PES',
    MonCotiz: 1,
    CondicionIVAReceptorId: s.condicionIvaReceptorId,
    ...(Iva.length > 0 ? { Iva: { AlicIva: Iva } } : {}),
    ...cambios,
  };
  return Object.fromEntries(Object.entries(base).filter(([, valor]) => valor !== undefined));
}

const lista = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const codigos = (respuesta: any) => lista(respuesta.Observaciones?.Obs).map((o: any) => Number(o.Code));

describe('lots', () => {
  it('authorizes in order: a rejected middle one breaks the chain for the rest of the lot (P), which a next lot completes', async () => {
    const pv = ++puntoDeVenta;
    const { wsfev1 } = conectar(arca);
    const malo = { ...solicitud(pv, 2), importes: { ...solicitud(pv, 2).importes, ImpTotal: 1210.01 } };
    const respuestas = await wsfev1.solicitarCaes([solicitud(pv, 1), malo, solicitud(pv, 3)]);
    expect(respuestas).toEqual([
      { numero: 1, cae: expect.stringMatching(/^\d{14}$/), vence: '2026-12-12', observaciones: [] },
      { numero: 2, rechazo: [expect.objectContaining({ codigo: 10048 })] },
      { numero: 3, rechazo: [expect.objectContaining({ codigo: 10016 })] },
    ]);
    expect(await wsfev1.ultimoAutorizado(pv, TIPO.B)).toBe(1);

    const siguiente = await wsfev1.solicitarCaes([solicitud(pv, 2), solicitud(pv, 3)]);
    expect(siguiente.map((r) => 'cae' in r)).toEqual([true, true]);
    expect(await wsfev1.ultimoAutorizado(pv, TIPO.B)).toBe(3);
    const caes = arca.autorizados().filter((a) => a.PtoVta === pv);
    expect(caes.map((a) => a.numero)).toEqual([1, 2, 3]);
    expect(new Set(caes.map((a) => a.CAE)).size).toBe(3);
  });

  it('FeCabResp.Resultado is A when all are approved, P when some, R when none', async () => {
    const pv = ++puntoDeVenta;
    const cabecera = (cantidad: number) => ({ CantReg: cantidad, PtoVta: pv, CbteTipo: TIPO.B });
    const todos = await solicitarCrudo(cabecera(2), [detalle(solicitud(pv, 1)), detalle(solicitud(pv, 2))]);
    expect(todos.FeCabResp).toMatchObject({ Resultado: 'A', CantReg: 2, PtoVta: pv, CbteTipo: TIPO.B, FchProceso: '20261202' });
    const algunos = await solicitarCrudo(cabecera(2), [detalle(solicitud(pv, 3)), detalle(solicitud(pv, 5))]);
    expect(algunos.FeCabResp.Resultado).toBe('P');
    const ninguno = await solicitarCrudo(cabecera(1), [detalle(solicitud(pv, 9))]);
    expect(ninguno.FeCabResp.Resultado).toBe('R');
  });

  it('a CantReg that is not the number of details, or a lot over 250, is an error of the whole request', async () => {
    const pv = ++puntoDeVenta;
    const contado = await solicitarCrudo({ CantReg: 2, PtoVta: pv, CbteTipo: TIPO.B }, [detalle(solicitud(pv, 1))]);
    expect(lista(contado.Errors.Err).map((e: any) => Number(e.Code))).toEqual([10001]);
    const detalles = Array.from({ length: 251 }, (_, i) => detalle(solicitud(pv, i + 1)));
    const excedido = await solicitarCrudo({ CantReg: 251, PtoVta: pv, CbteTipo: TIPO.B }, detalles);
    expect(lista(excedido.Errors.Err).map((e: any) => Number(e.Code))).toEqual([10000]);
    expect(await conectar(arca).wsfev1.ultimoAutorizado(pv, TIPO.B)).toBe(0);
  });
});

describe('validations, each with its ARCA code', () => {
  const conIva = (s: SolicitudCae, cambio: (i: SolicitudCae['importes']) => Record<string, unknown>) => detalle(s, cambio(s.importes));
  const b = (pv: number) => solicitud(pv, 1);
  const casos: [string, Letra, (pv: number) => object, number[]][] = [
    ['a number that is not the next one: 10016', 'B', (pv) => detalle(solicitud(pv, 2)), [10016]],
    ['a date 6 days before the request: 10016', 'B', (pv) => detalle(b(pv), { CbteFch: '20261126' }), [10016]],
    ['a date 6 days after the request: 10016', 'B', (pv) => detalle(b(pv), { CbteFch: '20261208' }), [10016]],
    ['ImpTotal that is not the sum of its parts: 10048', 'B', (pv) => detalle(b(pv), { ImpTotal: 1210.01 }), [10048]],
    [
      'ImpIVA that is not the sum of AlicIva: 10023',
      'B',
      (pv) => conIva(b(pv), (i) => ({ ImpIVA: i.ImpIVA + 1, ImpTotal: i.ImpTotal + 1 })),
      [10023],
    ],
    [
      'ImpNeto that is not the sum of the bases: 10061',
      'B',
      (pv) => conIva(b(pv), (i) => ({ ImpNeto: i.ImpNeto + 1, ImpTotal: i.ImpTotal + 1 })),
      [10061],
    ],
    [
      'an AlicIva whose Importe is not its base by the rate: 10051',
      'B',
      (pv) => conIva(b(pv), (i) => ({ ImpIVA: 211, ImpTotal: 1211, Iva: { AlicIva: [{ ...i.Iva[0], Importe: 211 }] } })),
      [10051],
    ],
    ['a class A without a CUIT: 10013', 'A', (pv) => detalle(solicitud(pv, 1, 'A'), { DocTipo: 96, DocNro: 12345678 }), [10013]],
    ['DocTipo 80 with a CUIT whose check digit is wrong: 10015', 'B', (pv) => detalle(b(pv), { DocTipo: 80, DocNro: 20123456780 }), [10015]],
    ['no CondicionIVAReceptorId: 10246', 'B', (pv) => detalle(b(pv), { CondicionIVAReceptorId: undefined }), [10246]],
    ['a CondicionIVAReceptorId ARCA does not have: 10242', 'B', (pv) => detalle(b(pv), { CondicionIVAReceptorId: 99 }), [10242]],
    ['a consumidor final on a class A: 10243', 'A', (pv) => detalle(solicitud(pv, 1, 'A'), { CondicionIVAReceptorId: 5 }), [10243]],
    ['a Responsable Inscripto on a class B: 10243', 'B', (pv) => detalle(b(pv), { CondicionIVAReceptorId: 1 }), [10243]],
    [
      'an Iva array on a class C: 10071',
      'C',
      (pv) => detalle(solicitud(pv, 1, 'C'), { Iva: { AlicIva: [{ Id: 3, BaseImp: 1210, Importe: 0 }] } }),
      [10071],
    ],
    ['a currency that is not pesos: 10118', 'B', (pv) => detalle(b(pv), { MonId: 'DOL' }), [10118]],
    ['pesos at a rate that is not 1: 10119', 'B', (pv) => detalle(b(pv), { MonCotiz: 2 }), [10119]],
    [
      'several failures: one observation each',
      'A',
      (pv) => detalle(solicitud(pv, 2, 'A'), { ImpTotal: 1, DocTipo: 99, DocNro: 0 }),
      [10016, 10048, 10013],
    ],
  ];

  it.each(casos)('%s', async (_caso, letra, armar, esperados) => {
    const pv = ++puntoDeVenta;
    const resultado = await solicitarCrudo({ CantReg: 1, PtoVta: pv, CbteTipo: TIPO[letra] }, [armar(pv)]);
    const [respuesta] = lista(resultado.FeDetResp.FECAEDetResponse) as any[];
    expect(respuesta.Resultado).toBe('R');
    expect(codigos(respuesta)).toEqual(esperados);
    expect(lista(respuesta.Observaciones.Obs).every((o: any) => o.Msg.length > 0)).toBe(true);
    expect(await conectar(arca).wsfev1.ultimoAutorizado(pv, TIPO[letra])).toBe(0);
  });

  it('the limits themselves pass: a date 5 days either side, a class A to a CUIT, a C without Iva', async () => {
    const pv = ++puntoDeVenta;
    const { wsfev1 } = conectar(arca);
    expect(await wsfev1.solicitarCae({ ...solicitud(pv, 1), fecha: '2026-11-27' })).toMatchObject({ numero: 1, vence: '2026-12-07' });
    expect(await wsfev1.solicitarCae({ ...solicitud(pv, 2), fecha: '2026-12-07' })).toMatchObject({ numero: 2, vence: '2026-12-17' });
    // A date before the last authorized one's is out of order, even within the 5 days.
    const [atras] = await wsfev1.solicitarCaes([{ ...solicitud(pv, 3), fecha: '2026-12-01' }]);
    expect(atras).toEqual({ numero: 3, rechazo: [expect.objectContaining({ codigo: 10016 })] });
    expect(await wsfev1.solicitarCae(solicitud(pv, 1, 'A'))).toMatchObject({ numero: 1 });
    expect(await wsfev1.solicitarCae(solicitud(pv, 1, 'C'))).toMatchObject({ numero: 1 });
  });
});

describe('misbehaviour on request', () => {
  it('a lost answer (perderRespuestas): ArcaNoResponde, yet authorized; ultimoAutorizado and FECompConsultar tell its CAE', async () => {
    const pv = ++puntoDeVenta;
    const { wsfev1 } = conectar(arca);
    await wsfev1.solicitarCae(solicitud(pv, 1));
    arca.modo({ perderRespuestas: 1 });
    const error = await wsfev1.solicitarCae(solicitud(pv, 2)).catch((e) => e);
    expect(error).toBeInstanceOf(ArcaNoResponde);
    expect(await wsfev1.ultimoAutorizado(pv, TIPO.B)).toBe(2);
    const autorizado = arca.autorizados().find((a) => a.PtoVta === pv && a.numero === 2);
    expect(await wsfev1.consultar(pv, TIPO.B, 2)).toEqual({
      cae: autorizado?.CAE,
      vence: '2026-12-12',
      fecha: '2026-12-02',
      importeTotal: 1210,
    });
    expect(await wsfev1.consultar(pv, TIPO.B, 3)).toBeUndefined();
    // Only the next one was lost: the one after is answered.
    expect(await wsfev1.solicitarCae(solicitud(pv, 3))).toMatchObject({ numero: 3 });
  });

  it('caido: every request, the ticket too, gets a 503 that is not SOAP: ArcaNoResponde, until it is back', async () => {
    const { wsfev1 } = conectar(arca);
    await wsfev1.estado();
    arca.modo({ caido: true });
    try {
      const error = await wsfev1.estado().catch((e) => e);
      expect(error).toBeInstanceOf(ArcaNoResponde);
      expect(error.message).toBe('ARCA no responde (FEDummy): HTTP 503, una respuesta que no es SOAP');
      await expect(conectar(arca).wsfev1.ultimoAutorizado(1, TIPO.B)).rejects.toBeInstanceOf(ArcaNoResponde);
    } finally {
      arca.modo({ caido: false });
    }
    expect(await wsfev1.estado()).toEqual({ AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' });
  });

  it('demoraMs: the answer does not arrive before the delay', async () => {
    const { wsfev1 } = conectar(arca);
    await wsfev1.ultimoAutorizado(1, TIPO.B); // the ticket and the WSDL, before the clock matters
    const demoraMs = 400;
    arca.modo({ demoraMs });
    try {
      let llego = false;
      const respuesta = wsfev1.ultimoAutorizado(1, TIPO.B).then(() => {
        llego = true;
      });
      // The server waits demoraMs from the request's arrival, which is after this wait started.
      await esperar(demoraMs - 50);
      expect(llego).toBe(false);
      await respuesta;
      expect(llego).toBe(true);
    } finally {
      arca.modo({ demoraMs: 0 });
    }
  });

  it('with a store, the numbers, the comprobantes and the tickets survive a restart', async () => {
    // A store as the database's keeps it: the state as JSON text, written before each answer leaves.
    let guardado: string | undefined;
    const almacen: AlmacenArcaLocal = {
      leer: async () => (guardado === undefined ? undefined : JSON.parse(guardado)),
      guardar: async (datos) => {
        guardado = JSON.stringify(datos);
      },
    };
    const primero = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: empresa.huella, ahora, almacen });
    const { ticket, wsfev1 } = conectar(primero);
    await wsfev1.solicitarCaes([solicitud(7, 1), solicitud(7, 2)]);
    const antes = primero.autorizados();
    await primero.cerrar();
    expect(JSON.parse(guardado!).autorizados).toEqual(antes);

    const segundo = await iniciarArcaLocal({ cuit: CUIT, huellaCertificado: empresa.huella, ahora, almacen });
    try {
      expect(segundo.autorizados()).toEqual(antes);
      // The ticket the client keeps is still valid, as ARCA's would be: no new LoginCms.
      const despues = clienteWsfe({ url: segundo.wsfeUrl, cuit: CUIT, ticket });
      expect(await despues.ultimoAutorizado(7, TIPO.B)).toBe(2);
      expect((await despues.consultar(7, TIPO.B, 2))?.cae).toBe(antes[1].CAE);
      expect(await despues.solicitarCae(solicitud(7, 3))).toMatchObject({ numero: 3 });
    } finally {
      await segundo.cerrar();
    }
  });
});
