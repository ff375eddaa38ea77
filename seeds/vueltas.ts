import type { DateTime } from 'luxon';

// The demo's delivery rounds (docs/decisiones.md 115): the history's (04_historia) and the contract's (06_hojas_de_ruta)
// closed route sheets of the pickup, built the same way; not a seed of its own (seeds/index.ts lists the seeds).

/** The driver's signature on the demo's delivered stops: a short stroke, as the phone's pad draws it (PNG). */
export const FIRMA = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAMCAAAAAAmf+BlAAAAP0lEQVR42pWQ0QoAMAgC7/9/ukHQZmDEfCsPyYhFfAOkZoDSAJTxCKxv0e7fAdni4tCwMAchl4et7Lo3YvvkAa7QP8+cTj9hAAAAAElFTkSuQmCC',
  'base64',
);

/** What a round takes: a delivery's day and kilos and, if its order was already delivered, the moment it was. */
export interface PorRepartir {
  dia: DateTime;
  kg: number;
  momento?: DateTime;
}

/** A round of the pickup: a closed route sheet, and the moment each stop (a delivery, by index) was delivered. */
export interface Vuelta {
  dia: DateTime;
  inicio: DateTime;
  cierre: DateTime;
  paradas: { entrega: number; resuelta: DateTime }[];
}

/**
 * Each delivery day's orders, in the order given, in as many rounds of the pickup as their kilos need (an order that
 * does not fit starts the next): the first leaves at 8, the next at 13, a stop every 70 minutes. An order already
 * delivered (seeds/06_hojas_de_ruta: the contract's, whose Completado is written) is its stop at that moment, and its
 * round leaves 50 minutes before its first.
 */
export function vueltasDeReparto(entregas: PorRepartir[], capacidad: number): Vuelta[] {
  const grupos: { dia: DateTime; enElDia: number; kg: number; entregas: number[] }[] = [];
  for (const [n, e] of entregas.entries()) {
    const ultimo = grupos.at(-1);
    if (ultimo?.dia.equals(e.dia) && ultimo.kg + e.kg <= capacidad) {
      ultimo.kg += e.kg;
      ultimo.entregas.push(n);
    } else grupos.push({ dia: e.dia, enElDia: ultimo?.dia.equals(e.dia) ? ultimo.enElDia + 1 : 0, kg: e.kg, entregas: [n] });
  }
  return grupos.map((g) => {
    const salida = g.dia.set({ hour: 8 + 5 * g.enElDia });
    const paradas = g.entregas.map((entrega, i) => ({ entrega, resuelta: entregas[entrega].momento ?? salida.plus({ minutes: 50 + 70 * i }) }));
    const inicio = paradas[0].resuelta.minus({ minutes: 50 });
    return { dia: g.dia, inicio, cierre: paradas[paradas.length - 1].resuelta.plus({ minutes: 80 }), paradas };
  });
}

/** The rounds' closed route sheets, of the vehicle with the driver, planned by `usuario_id`. */
export function hojasDeVueltas(vueltas: Vuelta[], vehiculo_id: number, chofer_id: number, usuario_id: number) {
  return vueltas.map((v) => ({
    fecha: v.dia.toISODate(),
    vehiculo_id,
    chofer_id,
    estado: 'Cerrada',
    usuario_id,
    iniciada_en: v.inicio.toJSDate(),
    cerrada_en: v.cierre.toJSDate(),
    version: 3,
    created_at: v.inicio.minus({ minutes: 45 }).toJSDate(),
  }));
}

/**
 * The rounds' stops, each delivered whole and signed by the driver at its moment, as entregarParada.ts leaves them;
 * `hoja_id` is the index of its round in `vueltas`, and `pedido_id` the delivery's `pedido`, for the caller to map.
 */
export function paradasDeVueltas(vueltas: Vuelta[], entregas: { pedido: number; kg: number }[], chofer: number) {
  return vueltas.flatMap((v, hoja) =>
    v.paradas.map((p, i) => ({
      hoja_id: hoja,
      pedido_id: entregas[p.entrega].pedido,
      posicion: i + 1,
      kg: entregas[p.entrega].kg,
      kg_entregados: entregas[p.entrega].kg,
      retiene: false,
      resultado: 'entregado',
      firma: FIRMA,
      usuario_id: chofer,
      resuelta_en: p.resuelta.toJSDate(),
    })),
  );
}
