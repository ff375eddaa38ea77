import { scaleBand } from '@visx/scale';
import { formatMoneda } from '../format';
import { ConDetalle, Leyenda } from './Detalle';
import { ALTO_EJE_CATEGORIAS, ARRIBA_EJE_VALORES, EjeCategorias, EjeValores } from './Ejes';
import { MarcoGrafico } from './Marco';
import { apilar, ejeValores } from './medidas';
import { TEXTOS_GRAFICOS, formatMonedaCorta } from './textosGraficos';

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
  const altoArea = alto - ARRIBA_EJE_VALORES - ALTO_EJE_CATEGORIAS;
  const eje = ejeValores(0, Math.max(0, ...pilas.map((p) => p.total)), altoArea, formatMonedaCorta);
  const lineas = (valores: number[], total: number) =>
    series.length === 1
      ? [formatMoneda(total)]
      : [...series.map((serie, s) => `${serie.nombre}: ${formatMoneda(valores[s])}`), `Total: ${formatMoneda(total)}`];
  return (
    <>
      {series.length > 1 && <Leyenda items={series} />}
      <MarcoGrafico
        ariaLabel={ariaLabel}
        alto={alto}
        margen={{ arriba: ARRIBA_EJE_VALORES, derecha: 8, abajo: ALTO_EJE_CATEGORIAS, izquierda: eje.ancho }}
        mensaje={columnas.length === 0 ? TEXTOS_GRAFICOS.noData : undefined}
      >
        {({ ancho }) => {
          const x = scaleBand({ domain: columnas.map((c) => c.clave), range: [0, ancho], padding: 0.2 });
          return (
            <>
              <EjeValores marcas={eje.marcas} ancho={ancho} />
              {columnas.map((columna, i) => (
                <ConDetalle key={columna.clave} titulo={columna.titulo} lineas={lineas(columna.valores, pilas[i].total)}>
                  <g className="zona" transform={`translate(${x(columna.clave)}, 0)`}>
                    <rect className="fondo" width={x.bandwidth()} height={altoArea} fill="transparent" />
                    {pilas[i].tramos.map((tramo, s) => (
                      <rect
                        key={series[s].nombre}
                        data-barra={series[s].nombre}
                        y={eje.escala(tramo.hasta)}
                        width={x.bandwidth()}
                        height={Math.max(0, eje.escala(tramo.desde) - eje.escala(tramo.hasta))}
                        fill={columna.color ?? series[s].color}
                      />
                    ))}
                  </g>
                </ConDetalle>
              ))}
              <EjeCategorias
                categorias={columnas.map((c) => ({ x: x(c.clave)! + x.bandwidth() / 2, etiqueta: c.etiqueta }))}
                ancho={ancho}
                alto={altoArea}
              />
            </>
          );
        }}
      </MarcoGrafico>
    </>
  );
}
