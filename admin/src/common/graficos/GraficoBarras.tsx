import { formatMoneda } from '../format';
import { PlanoDeColumnas } from './Columnas';
import { ConDetalle, Leyenda } from './Detalle';
import { apilar } from './medidas';

export interface SerieBarras {
  nombre: string;
  color: string;
}

export interface ColumnaBarras {
  clave: string;
  /** Under the column ('9 mar'). */
  etiqueta: string;
  /** Atop its tooltip ('09 mar 2026'). */
  titulo: string;
  /** One per series, stacked in series order. */
  valores: number[];
  /** The column's colour when it is not its series' (today's sales). */
  color?: string;
}

/**
 * Money per period as columns (one series) or stacked columns (several, with a legend): the
 * periods along the bottom, the money up the side. Each column's tooltip gives its figures whole.
 * The dashboard's sales per day and a vehicle's costs per month.
 */
export function GraficoBarras({
  ariaLabel,
  series,
  columnas,
  alto = 300,
}: {
  ariaLabel: string;
  series: SerieBarras[];
  columnas: ColumnaBarras[];
  alto?: number;
}) {
  const pilas = apilar(columnas.map((c) => c.valores));
  const lineas = (valores: number[], total: number) =>
    series.length === 1
      ? [formatMoneda(total)]
      : [...series.map((serie, s) => `${serie.nombre}: ${formatMoneda(valores[s])}`), `Total: ${formatMoneda(total)}`];
  return (
    <>
      {series.length > 1 && <Leyenda items={series} />}
      <PlanoDeColumnas
        ariaLabel={ariaLabel}
        alto={alto}
        columnas={columnas}
        minimo={0}
        maximo={Math.max(0, ...pilas.map((p) => p.total))}
        columna={(columna, i, { x, escala, altoArea }) => (
          <ConDetalle key={columna.clave} titulo={columna.titulo} lineas={lineas(columna.valores, pilas[i].total)}>
            <g className="zona" transform={`translate(${x(columna.clave)}, 0)`}>
              <rect className="fondo" width={x.bandwidth()} height={altoArea} fill="transparent" />
              {pilas[i].tramos.map((tramo, s) => (
                <rect
                  key={series[s].nombre}
                  data-barra={series[s].nombre}
                  y={escala(tramo.hasta)}
                  width={x.bandwidth()}
                  height={Math.max(0, escala(tramo.desde) - escala(tramo.hasta))}
                  fill={columna.color ?? series[s].color}
                />
              ))}
            </g>
          </ConDetalle>
        )}
      />
    </>
  );
}
