import fs from 'node:fs';

// What the local ARCA remembers: the last number per punto de venta and type, the comprobantes it authorized and
// the tickets it issued. In memory; with a file, read at start and rewritten after each change, so the demo's
// ARCA survives a restart of the server (and the tickets its clients hold stay valid, as they would with ARCA).

/** A comprobante the local ARCA authorized, as FECompConsultar answers it. */
export interface Autorizado {
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
  ImpTotal: number;
  ImpTotConc: number;
  ImpNeto: number;
  ImpOpEx: number;
  ImpIVA: number;
  ImpTrib: number;
  CondicionIVAReceptorId: number;
}

interface Datos {
  /** By `${PtoVta}-${CbteTipo}`: the last authorized number and its date. */
  ultimos: Record<string, { numero: number; fecha: string }>;
  autorizados: Autorizado[];
  tickets: Record<string, { sign: string; vence: string }>;
}

const clave = (puntoDeVenta: number, cbteTipo: number) => `${puntoDeVenta}-${cbteTipo}`;

export function estadoArcaLocal(archivo?: string) {
  const datos: Datos =
    archivo && fs.existsSync(archivo) ? JSON.parse(fs.readFileSync(archivo, 'utf8')) : { ultimos: {}, autorizados: [], tickets: {} };

  // Written whole to a temporary name and renamed: a crash mid-write leaves the previous file, never half of one.
  function guardar() {
    if (!archivo) return;
    fs.writeFileSync(`${archivo}.tmp`, JSON.stringify(datos));
    fs.renameSync(`${archivo}.tmp`, archivo);
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

    ticketValido(token: string, sign: string, ahora: Date): boolean {
      const ticket = datos.tickets[token];
      return ticket !== undefined && ticket.sign === sign && Date.parse(ticket.vence) > ahora.getTime();
    },
  };
}

export type EstadoArcaLocal = ReturnType<typeof estadoArcaLocal>;
