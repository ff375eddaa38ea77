import {
  cantidadDevolvible,
  cantidadExcedida,
  type ClaseNotaCredito,
  importeAcreditado,
  importeExcedido,
  notaCreditoCreateSchema,
  type NotaCreditoInput,
  type Restante,
} from '#dominio/notasDeCredito';

// The credit-note form's values, the body it sends and its checks: the API's schema and, per line, the bounds the
// API puts (what is left of each invoice line, dominio/notasDeCredito.ts), with its messages.

export interface ValoresNota {
  Clase: ClaseNotaCredito;
  Alcance: 'completa' | 'lineas';
  Motivo: string;
  /** By the index of the line in `quedan`: the quantity that comes back (a return)... */
  Cantidades: (number | null | undefined)[];
  /** ...or the amount credited (a price correction; the unreadable text, for the schema to refuse). */
  Importes: (number | string | null | undefined)[];
}

export const valoresIniciales = (): ValoresNota => ({ Clase: 'Devolución', Alcance: 'completa', Motivo: '', Cantidades: [], Importes: [] });

/** The body of POST /comprobantes/{id}/notas-de-credito: the whole invoice, or the lines with something to credit. */
export function cuerpoNota(v: ValoresNota, quedan: Restante[]): Record<string, unknown> {
  const base = { Clase: v.Clase, Motivo: v.Motivo };
  if (v.Alcance === 'completa') return { ...base, Completa: true };
  const devolucion = v.Clase === 'Devolución';
  const lineas = quedan.flatMap((r, i) => {
    const valor = devolucion ? v.Cantidades[i] : v.Importes[i];
    if (valor === null || valor === undefined || valor === '' || valor === 0) return [];
    return [devolucion ? { Renglon: r.Renglon, Cantidad: valor } : { Renglon: r.Renglon, Importe: valor }];
  });
  return { ...base, Lineas: lineas };
}

type Errores = { Clase?: string; Motivo?: string; Cantidades?: Record<number, string>; Importes?: Record<number, string> };

/** The form's checks: the schema's messages, then each line against what is left of it (the API's 409, said before sending). */
export function validarNota(quedan: Restante[]) {
  return (valores: Record<string, unknown>): Errores => {
    const v = valores as unknown as ValoresNota;
    const errores: Errores = {};
    const campo = v.Clase === 'Devolución' ? 'Cantidades' : 'Importes';
    const enLinea = (i: number, mensaje: string) => {
      errores[campo] = { ...errores[campo], [i]: mensaje };
    };
    const cuerpo = cuerpoNota(v, quedan);
    const lineas = (cuerpo.Lineas ?? []) as { Renglon: number }[];
    const resultado = notaCreditoCreateSchema.safeParse(cuerpo);
    for (const issue of resultado.success ? [] : resultado.error.issues) {
      const [primero, k] = issue.path;
      if (primero === 'Clase' || primero === 'Motivo') errores[primero] ??= issue.message;
      else {
        // A line's message goes under its box; one about the lines as a whole ("no line") under the first.
        const i = typeof k === 'number' ? quedan.findIndex((r) => r.Renglon === lineas[k]?.Renglon) : 0;
        enLinea(Math.max(i, 0), issue.message);
      }
    }
    if (!resultado.success || v.Alcance === 'completa') return errores;
    for (const [i, r] of quedan.entries()) {
      const valor = campo === 'Cantidades' ? v.Cantidades[i] : v.Importes[i];
      if (typeof valor !== 'number' || valor === 0) continue;
      const pedido = campo === 'Cantidades' ? { Cantidad: valor } : { Importe: valor };
      if (importeAcreditado(r, pedido) === undefined) {
        enLinea(i, campo === 'Cantidades' ? cantidadExcedida(r.Descripcion, cantidadDevolvible(r)) : importeExcedido(r.Descripcion, r.Importe));
      }
    }
    return errores;
  };
}

/** The body as the API takes it, once validarNota passed. */
export const notaValida = (v: ValoresNota, quedan: Restante[]) => notaCreditoCreateSchema.parse(cuerpoNota(v, quedan)) as NotaCreditoInput;
