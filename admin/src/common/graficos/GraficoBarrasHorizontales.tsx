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
/** The bar of what a row is compared with, thinner, under the row's own. */
const ALTO_COMPARADA = 8;

export interface FilaHorizontal {
  etiqueta: string;
  valor: number;
  /** What it is compared with (a report's other period), drawn under it in `colorComparado`. */
  comparado?: number;
  /** The tooltip's lines; the amount whole without them. */
  lineas?: string[];
}

/**
 * Money per category as horizontal bars, one row each, as tall as its rows: a vehicle's maintenance per type, a
 * report's clients. With `colorComparado` each row also shows what it is compared with; an `enfocable` chart's rows
 * can be reached with the keyboard (the tooltip shows, the figures are read). A negative amount draws no bar.
 */
export function GraficoBarrasHorizontales({
  ariaLabel,
  filas,
  color,
  colorComparado,
  enfocable,
}: {
  ariaLabel: string;
  filas: FilaHorizontal[];
  color: string;
  colorComparado?: string;
  enfocable?: boolean;
}) {
  const theme = useTheme();
  const alturaFila = colorComparado ? ALTO_FILA + ALTO_COMPARADA + 2 : ALTO_FILA;
  const maximo = Math.max(0, ...filas.flatMap((f) => [f.valor, f.comparado ?? 0]));
  const anchoImportes = Math.max(0, ...filas.map((f) => anchoTexto(formatMonedaCorta(f.valor)))) + 8;
  return (
    <MarcoGrafico
      ariaLabel={ariaLabel}
      enfocable={enfocable}
      alto={filas.length > 0 ? filas.length * alturaFila : 120}
      margen={{ arriba: 0, derecha: anchoImportes, abajo: 0, izquierda: 0 }}
      mensaje={filas.length === 0 ? TEXTOS_GRAFICOS.noData : undefined}
    >
      {({ ancho }) => {
        const x = scaleLinear({ domain: [0, maximo || 1], range: [0, ancho] });
        const largo = (valor: number) => Math.max(0, x(valor));
        return filas.map((fila, i) => {
          const lineas = fila.lineas ?? [formatMoneda(fila.valor)];
          return (
            <ConDetalle key={fila.etiqueta} titulo={fila.etiqueta} lineas={lineas}>
              <g
                className="zona"
                transform={`translate(0, ${i * alturaFila})`}
                {...(enfocable && { tabIndex: 0, role: 'img', 'aria-label': `${fila.etiqueta}: ${lineas.join(', ')}` })}
              >
                <rect className="fondo" width={ancho + anchoImportes} height={alturaFila} fill="transparent" />
                <text y={TAMANO_TEXTO + 2} fill={theme.palette.text.primary}>
                  {fila.etiqueta}
                </text>
                <rect data-barra={fila.etiqueta} y={Y_BARRA} width={largo(fila.valor)} height={ALTO_BARRA} rx={2} fill={color} />
                <text x={largo(fila.valor) + 6} y={Y_BARRA + ALTO_BARRA / 2} dy="0.32em">
                  {formatMonedaCorta(fila.valor)}
                </text>
                {colorComparado && (
                  <rect y={Y_BARRA + ALTO_BARRA + 2} width={largo(fila.comparado ?? 0)} height={ALTO_COMPARADA} rx={2} fill={colorComparado} />
                )}
              </g>
            </ConDetalle>
          );
        });
      }}
    </MarcoGrafico>
  );
}
