import { useTheme } from '@mui/material/styles';
import { scaleLinear } from '@visx/scale';
import { formatMoneda } from '../format';
import { ConDetalle } from './Detalle';
import { MarcoGrafico } from './Marco';
import { anchoTexto, TAMANO_TEXTO } from './medidas';
import { TEXTOS_GRAFICOS, formatMonedaCorta } from './textosGraficos';

/** A row: its name on a line of its own (long names fit a phone), the bar under it, the amount at the bar's end. */
const ALTO_FILA = 44;
const ALTO_BARRA = 14;
const Y_BARRA = TAMANO_TEXTO + 8;

/** Money per category as horizontal bars, one row each, as tall as its rows: a vehicle's maintenance per type. */
export function GraficoBarrasHorizontales({
  ariaLabel,
  filas,
  color,
}: {
  ariaLabel: string;
  filas: { etiqueta: string; valor: number }[];
  color: string;
}) {
  const theme = useTheme();
  const maximo = Math.max(0, ...filas.map((f) => f.valor));
  const anchoImportes = Math.max(0, ...filas.map((f) => anchoTexto(formatMonedaCorta(f.valor)))) + 8;
  return (
    <MarcoGrafico
      ariaLabel={ariaLabel}
      alto={filas.length > 0 ? filas.length * ALTO_FILA : 120}
      margen={{ arriba: 0, derecha: anchoImportes, abajo: 0, izquierda: 0 }}
      mensaje={filas.length === 0 ? TEXTOS_GRAFICOS.noData : undefined}
    >
      {({ ancho }) => {
        const x = scaleLinear({ domain: [0, maximo || 1], range: [0, ancho] });
        return filas.map((fila, i) => (
          <ConDetalle key={fila.etiqueta} titulo={fila.etiqueta} lineas={[formatMoneda(fila.valor)]}>
            <g className="zona" transform={`translate(0, ${i * ALTO_FILA})`}>
              <rect className="fondo" width={ancho + anchoImportes} height={ALTO_FILA} fill="transparent" />
              <text y={TAMANO_TEXTO + 2} fill={theme.palette.text.primary}>
                {fila.etiqueta}
              </text>
              <rect data-barra={fila.etiqueta} y={Y_BARRA} width={x(fila.valor)} height={ALTO_BARRA} rx={2} fill={color} />
              <text x={x(fila.valor) + 6} y={Y_BARRA + ALTO_BARRA / 2} dy="0.32em">
                {formatMonedaCorta(fila.valor)}
              </text>
            </g>
          </ConDetalle>
        ));
      }}
    </MarcoGrafico>
  );
}
