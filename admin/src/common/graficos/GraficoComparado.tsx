import { scaleBand } from '@visx/scale';
import { PlanoDeColumnas } from './Columnas';
import { ConDetalle, Leyenda } from './Detalle';
import type { SerieBarras } from './GraficoBarras';

export interface ColumnaComparada {
  clave: string;
  /** Under the column ('nov 26'). */
  etiqueta: string;
  /** Atop its tooltip, and the start of what a screen reader reads on it. */
  titulo: string;
  /** One per series, side by side: this period and the one it is compared with. */
  valores: number[];
  /** The tooltip's lines, whole figures. */
  lineas: string[];
}

/**
 * Money per period as columns side by side, one per series (a report's period and the one it is compared with),
 * with a legend. Each column group can be reached with the keyboard: focused, it shows its tooltip and reads its
 * figures. Negative values (a margin) go below a zero line.
 */
export function GraficoComparado({
  ariaLabel,
  series,
  columnas,
  alto = 300,
}: {
  ariaLabel: string;
  series: SerieBarras[];
  columnas: ColumnaComparada[];
  alto?: number;
}) {
  const valores = columnas.flatMap((c) => c.valores);
  return (
    <>
      <Leyenda items={series} />
      <PlanoDeColumnas
        ariaLabel={ariaLabel}
        enfocable
        alto={alto}
        columnas={columnas}
        minimo={Math.min(0, ...valores)}
        maximo={Math.max(0, ...valores)}
        columna={(columna, _, { x, escala, altoArea }) => {
          const dentro = scaleBand({ domain: series.map((s) => s.nombre), range: [0, x.bandwidth()], padding: 0.05 });
          const cero = escala(0);
          return (
            <ConDetalle key={columna.clave} titulo={columna.titulo} lineas={columna.lineas}>
              {/* biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a column is an image with its figures for a name, focusable only to show its tooltip */}
              <g
                className="zona"
                transform={`translate(${x(columna.clave)}, 0)`}
                tabIndex={0}
                role="img"
                aria-label={`${columna.titulo}: ${columna.lineas.join(', ')}`}
              >
                <rect className="fondo" width={x.bandwidth()} height={altoArea} fill="transparent" />
                {series.map((serie, s) => {
                  const y = escala(columna.valores[s] ?? 0);
                  return (
                    <rect
                      key={serie.nombre}
                      data-barra={serie.nombre}
                      x={dentro(serie.nombre)}
                      y={Math.min(y, cero)}
                      width={dentro.bandwidth()}
                      height={Math.abs(cero - y)}
                      fill={serie.color}
                    />
                  );
                })}
              </g>
            </ConDetalle>
          );
        }}
      />
    </>
  );
}
