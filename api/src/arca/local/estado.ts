import type { Knex } from 'knex';
import type { ImportesComprobante } from '#dominio/facturacion';

// What the local ARCA remembers: the last number per punto de venta and type, the comprobantes it authorized and
// the tickets it issued. In memory; with a store, read at start and written after each change (before the answer
// leaves), so the demo's ARCA survives a restart of the server (and the tickets its clients hold stay valid, as they
// would with ARCA).

/** A comprobante the local ARCA authorized, as FECompConsultar answers it (its amounts without the AlicIva list). */
export interface Autorizado extends Omit<ImportesComprobante, 'Iva'> {
  PtoVta: number;
  CbteTipo: number;
  numero: number;
  CAE: string;
  /** YYYYMMDD, as ARCA writes dates. */
  CAEFchVto: string;
  fecha: string;
  FchProceso: string;
  Concepto: number;
  DocTipo: number;
  DocNro: number;
  CondicionIVAReceptorId: number;
}

export interface Datos {
  /** By `${PtoVta}-${CbteTipo}`: the last authorized number and its date. */
  ultimos: Record<string, { numero: number; fecha: string }>;
  autorizados: Autorizado[];
  tickets: Record<string, { sign: string; vence: string }>;
}

const clave = (puntoDeVenta: number, cbteTipo: number) => `${puntoDeVenta}-${cbteTipo}`;

/** Where the local ARCA keeps what it remembers. */
export interface AlmacenArcaLocal {
  leer(): Promise<Datos | undefined>;
  guardar(datos: Datos): Promise<void>;
}

/**
 * The demo's store: one row of the product's own database (arca_local), so the demo data's comprobantes (seeds/), a
 * backup and a copy of the database carry the local ARCA that authorized them. ARCA itself keeps its own, elsewhere.
 */
export function almacenEnBase(db: Knex): AlmacenArcaLocal {
  return {
    leer: async () => (await db('arca_local').where({ clave: 'estado' }).first('datos'))?.datos,
    guardar: async (datos) => {
      await db('arca_local')
        .insert({ clave: 'estado', datos: JSON.stringify(datos) })
        .onConflict('clave')
        .merge();
    },
  };
}

export async function estadoArcaLocal(almacen?: AlmacenArcaLocal) {
  const datos: Datos = (await almacen?.leer()) ?? { ultimos: {}, autorizados: [], tickets: {} };
  // One write at a time, in order; an answer waits for the writes of its request (escrito).
  let escribiendo = Promise.resolve();
  function guardar() {
    if (!almacen) return;
    const copia = structuredClone(datos);
    escribiendo = escribiendo.then(() => almacen.guardar(copia));
  }

  return {
    ultimo: (puntoDeVenta: number, cbteTipo: number) => datos.ultimos[clave(puntoDeVenta, cbteTipo)] ?? { numero: 0, fecha: '' },

    autorizar(autorizado: Autorizado) {
      datos.autorizados.push(autorizado);
      datos.ultimos[clave(autorizado.PtoVta, autorizado.CbteTipo)] = { numero: autorizado.numero, fecha: autorizado.fecha };
      guardar();
    },

    autorizado: (puntoDeVenta: number, cbteTipo: number, numero: number) =>
      datos.autorizados.find((a) => a.PtoVta === puntoDeVenta && a.CbteTipo === cbteTipo && a.numero === numero),

    autorizados: (): Autorizado[] => datos.autorizados.map((a) => ({ ...a })),

    emitirTicket(token: string, sign: string, vence: Date) {
      datos.tickets[token] = { sign, vence: vence.toISOString() };
      guardar();
    },

    /** Resolves once every change so far is in the store. */
    escrito: () => escribiendo,

    hayTicketValido: (ahora: Date) => Object.values(datos.tickets).some((t) => Date.parse(t.vence) > ahora.getTime()),

    ticketValido(token: string, sign: string, ahora: Date): boolean {
      const ticket = datos.tickets[token];
      return ticket !== undefined && ticket.sign === sign && Date.parse(ticket.vence) > ahora.getTime();
    },
  };
}

export type EstadoArcaLocal = Awaited<ReturnType<typeof estadoArcaLocal>>;
