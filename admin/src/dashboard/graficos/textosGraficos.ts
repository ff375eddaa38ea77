import type { ChartsLocaleText } from '@mui/x-charts/locales';

/** The only texts the charts can show on their own (empty or loading overlay), in Spanish. */
export const TEXTOS_GRAFICOS: Partial<ChartsLocaleText> = {
  loading: 'Cargando datos…',
  noData: 'No hay datos para mostrar',
};

const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** Money on an axis: '$950', '$120 mil', '$1,5 M'. */
export function formatMonedaCorta(valor: number): string {
  if (Math.abs(valor) >= 1_000_000) return `$${decimal.format(valor / 1_000_000)} M`;
  if (Math.abs(valor) >= 1_000) return `$${decimal.format(valor / 1_000)} mil`;
  return `$${decimal.format(valor)}`;
}
