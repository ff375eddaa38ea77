import { formatoCantidad, formatoDias, formatoPorcentaje } from '#dominio/formatos';
import type { MedidasCobranzas, ReporteCobranzas } from '#dominio/reporteCobranzas';
import { NOMBRES_AGRUPACION, variacion } from '#dominio/reportes';
import { dinero, type Fila, type Valor } from '../common/exportar';
import { formatMoneda } from '../common/format';
import { etiquetaDeFila } from './etiquetas';

interface Columna {
  titulo: string;
  texto: (m: MedidasCobranzas) => string;
  celda: (m: MedidasCobranzas) => Valor;
}

const columnaDeDinero = (titulo: string, de: (m: MedidasCobranzas) => number): Columna => ({
  titulo,
  texto: (m) => formatMoneda(de(m)),
  celda: (m) => dinero(de(m)),
});
/** Days to a tenth, or '—' when there is nothing to measure. */
export const diasODash = (dias: number | null) => (dias === null ? '—' : formatoDias(dias));

/** The Cobranzas report's columns, as the table shows them and the spreadsheet writes them. */
export const COLUMNAS_COBRANZAS: Columna[] = [
  columnaDeDinero('Entregado', (m) => m.Entregado),
  columnaDeDinero('Cobrado', (m) => m.Cobrado),
  {
    titulo: '% cobrado',
    texto: (m) => (m.CobradoPorcentaje === null ? '—' : formatoPorcentaje(m.CobradoPorcentaje)),
    celda: (m) => m.CobradoPorcentaje,
  },
  columnaDeDinero('Efectivo', (m) => m.Efectivo),
  columnaDeDinero('Transferencia', (m) => m.Transferencia),
  columnaDeDinero('Cheque', (m) => m.Cheque),
  columnaDeDinero('Otro', (m) => m.Otro),
  { titulo: 'Cobros', texto: (m) => formatoCantidad(m.Cobros), celda: (m) => m.Cobros },
  { titulo: 'Días de cobro', texto: (m) => diasODash(m.DiasDeCobro), celda: (m) => m.DiasDeCobro },
  columnaDeDinero('Saldo al cierre', (m) => m.SaldoAlCierre),
  { titulo: 'Días de calle', texto: (m) => diasODash(m.DiasDeCalle), celda: (m) => m.DiasDeCalle },
];

/** The methods of payment, as the chart of the range draws them. */
export const METODOS: { nombre: string; de: (m: MedidasCobranzas) => number }[] = [
  { nombre: 'Efectivo', de: (m) => m.Efectivo },
  { nombre: 'Transferencia', de: (m) => m.Transferencia },
  { nombre: 'Cheque', de: (m) => m.Cheque },
  { nombre: 'Otro', de: (m) => m.Otro },
];

/** The report as spreadsheet rows: each period's figures, what was collected in the one compared and its change, the total. */
export function filasExcelCobranzas(reporte: ReporteCobranzas): Fila[] {
  const nombre = NOMBRES_AGRUPACION[reporte.Agrupar];
  const fila = (etiqueta: string, actual: MedidasCobranzas, comparado: MedidasCobranzas | null): Fila => ({
    [nombre]: etiqueta,
    ...Object.fromEntries(COLUMNAS_COBRANZAS.map((c) => [c.titulo, c.celda(actual)])),
    ...(comparado && { 'Cobrado comparado': dinero(comparado.Cobrado), 'Variación %': variacion(actual.Cobrado, comparado.Cobrado) }),
  });
  return [
    ...reporte.Filas.map((f) => fila(etiquetaDeFila(f, reporte.Agrupar), f.Actual, f.Comparado)),
    fila('Total', reporte.Total, reporte.TotalComparado),
  ];
}
