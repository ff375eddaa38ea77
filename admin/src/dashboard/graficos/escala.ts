// Pure helpers of the dashboard charts (plain SVG: no chart library is installed).

/** A round top for a value axis of `divisiones` equal steps (1, 2, 2.5 or 5 times a power of ten). */
export function escalaAmigable(maximo: number, divisiones = 4): { tope: number; paso: number } {
  if (!(maximo > 0)) return { tope: divisiones, paso: 1 };
  const pasoMinimo = maximo / divisiones;
  const magnitud = 10 ** Math.floor(Math.log10(pasoMinimo));
  const normalizado = pasoMinimo / magnitud;
  const factor = [1, 2, 2.5, 5, 10].find((f) => normalizado <= f + 1e-9)!;
  const paso = factor * magnitud;
  return { tope: paso * divisiones, paso };
}

const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** Money on an axis: '$950', '$120 mil', '$1,5 M'. */
export function formatMonedaCorta(valor: number): string {
  if (Math.abs(valor) >= 1_000_000) return `$${decimal.format(valor / 1_000_000)} M`;
  if (Math.abs(valor) >= 1_000) return `$${decimal.format(valor / 1_000)} mil`;
  return `$${decimal.format(valor)}`;
}

export interface Segmento {
  /** Where the segment starts, as a fraction of the whole (0..1). */
  desde: number;
  fraccion: number;
}

/** The slices of a ring chart, one per value, in order; all zero when there is nothing to show. */
export function segmentos(valores: number[]): Segmento[] {
  const total = valores.reduce((suma, v) => suma + v, 0);
  let desde = 0;
  return valores.map((valor) => {
    const fraccion = total > 0 ? valor / total : 0;
    const segmento = { desde, fraccion };
    desde += fraccion;
    return segmento;
  });
}

/** A share as people read it: '55 %', '0,5 %'. */
export function formatPorcentaje(fraccion: number): string {
  const porcentaje = fraccion * 100;
  return `${new Intl.NumberFormat('es-AR', { maximumFractionDigits: porcentaje > 0 && porcentaje < 1 ? 1 : 0 }).format(porcentaje)} %`;
}
