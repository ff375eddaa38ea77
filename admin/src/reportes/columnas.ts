import { formatoCantidad, formatoKg, formatoPorcentaje } from '#dominio/formatos';
import { textoMargen } from '#dominio/margenes';
import { type Agrupacion, type MedidasVentas, NOMBRES_AGRUPACION, type ReporteVentas, variacion } from '#dominio/reportes';
import { dinero, type Fila, type Valor } from '../common/exportar';
import { formatMoneda } from '../common/format';
import { etiquetaDeFila } from './etiquetas';

/** Ventas or Margen bruto: the same report (one call), told by different figures. */
export type VistaReporte = 'ventas' | 'margen';

interface Columna {
  titulo: string;
  texto: (m: MedidasVentas) => string;
  celda: (m: MedidasVentas) => Valor;
}

const COLUMNAS: Record<VistaReporte, Columna[]> = {
  ventas: [
    { titulo: 'Pedidos', texto: (m) => formatoCantidad(m.Pedidos), celda: (m) => m.Pedidos },
    { titulo: 'Unidades', texto: (m) => formatoCantidad(m.Unidades), celda: (m) => m.Unidades },
    { titulo: 'Kilos', texto: (m) => formatoKg(m.Kilos), celda: (m) => m.Kilos },
    { titulo: 'Importe', texto: (m) => formatMoneda(m.Importe), celda: (m) => dinero(m.Importe) },
  ],
  margen: [
    { titulo: 'Neto', texto: (m) => formatMoneda(m.Neto), celda: (m) => dinero(m.Neto) },
    { titulo: 'Costo', texto: (m) => formatMoneda(m.Costo), celda: (m) => dinero(m.Costo) },
    { titulo: 'Margen', texto: (m) => (m.Margen === null ? '—' : formatMoneda(m.Margen)), celda: (m) => dinero(m.Margen) },
    { titulo: 'Margen %', texto: (m) => textoMargen(m.MargenPorcentaje), celda: (m) => m.MargenPorcentaje },
    { titulo: 'Sin costo (u.)', texto: (m) => formatoCantidad(m.SinCosto), celda: (m) => m.SinCosto },
  ],
};

/** The figure a view charts and compares: what was sold, or what it left. */
export const valorDe = (vista: VistaReporte, m: MedidasVentas) => (vista === 'ventas' ? m.Importe : (m.Margen ?? 0));
export const NOMBRE_VALOR: Record<VistaReporte, string> = { ventas: 'Importe', margen: 'Margen' };

export const columnasDe = (vista: VistaReporte) => COLUMNAS[vista];

/** '+12,5 %', '-3 %', or '—' from nothing. */
export function textoVariacion(actual: number, antes: number): string {
  const v = variacion(actual, antes);
  return v === null ? '—' : `${v > 0 ? '+' : ''}${formatoPorcentaje(v)}`;
}

/** The report as spreadsheet rows: each row's figures, the compared figure and its change, then the total. */
export function filasExcel(reporte: ReporteVentas, vista: VistaReporte): Fila[] {
  const nombre = NOMBRES_AGRUPACION[reporte.Agrupar as Agrupacion];
  const fila = (etiqueta: string, actual: MedidasVentas, comparado: MedidasVentas | null): Fila => ({
    [nombre]: etiqueta,
    ...Object.fromEntries(columnasDe(vista).map((c) => [c.titulo, c.celda(actual)])),
    ...(comparado && {
      [`${NOMBRE_VALOR[vista]} comparado`]: dinero(valorDe(vista, comparado)),
      'Variación %': variacion(valorDe(vista, actual), valorDe(vista, comparado)),
    }),
  });
  return [
    ...reporte.Filas.map((f) => fila(etiquetaDeFila(f, reporte.Agrupar as Agrupacion), f.Actual, f.Comparado)),
    fila('Total', reporte.Total, reporte.TotalComparado),
  ];
}
