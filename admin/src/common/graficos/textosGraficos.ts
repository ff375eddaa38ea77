/** What a chart shows instead of its data while it loads or when there is none, in Spanish. */
export const TEXTOS_GRAFICOS = {
  loading: 'Cargando datos…',
  noData: 'No hay datos para mostrar',
} as const;

const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** Money on an axis: '$950', '$120 mil', '$1,5 M'. */
export function formatMonedaCorta(valor: number): string {
  if (Math.abs(valor) >= 1_000_000) return `$${decimal.format(valor / 1_000_000)} M`;
  if (Math.abs(valor) >= 1_000) return `$${decimal.format(valor / 1_000)} mil`;
  return `$${decimal.format(valor)}`;
}
