import { useTheme } from '@mui/material/styles';
import { Leyenda } from '../common/graficos/Detalle';
import { type FilaHorizontal, GraficoBarrasHorizontales } from '../common/graficos/GraficoBarrasHorizontales';
import { textoRango } from './etiquetas';

type Rangos = { Desde: string; Hasta: string; Comparacion: { Desde: string; Hasta: string } | null };

/** A report's two series: its period, and the one compared (null without comparison), each named by its days. */
export function useSeriesDelReporte(reporte: Rangos) {
  const theme = useTheme();
  return {
    actual: { nombre: textoRango(reporte), color: theme.palette.primary.main },
    comparado: reporte.Comparacion && { nombre: textoRango(reporte.Comparacion), color: theme.palette.grey[500] },
  };
}

/** Horizontal bars of a report's rows, each with the period compared's bar under it and the legend that says which. */
export function BarrasDelPeriodo({ reporte, ariaLabel, filas }: { reporte: Rangos; ariaLabel: string; filas: FilaHorizontal[] }) {
  const { actual, comparado } = useSeriesDelReporte(reporte);
  return (
    <>
      {comparado && <Leyenda items={[actual, comparado]} />}
      <GraficoBarrasHorizontales ariaLabel={ariaLabel} color={actual.color} colorComparado={comparado?.color} enfocable filas={filas} />
    </>
  );
}
