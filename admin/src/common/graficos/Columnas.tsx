import type { ReactNode } from 'react';
import { scaleBand } from '@visx/scale';
import { ALTO_EJE_CATEGORIAS, ARRIBA_EJE_VALORES, EjeCategorias, EjeValores } from './Ejes';
import { MarcoGrafico } from './Marco';
import { ejeValores } from './medidas';
import { TEXTOS_GRAFICOS, formatMonedaCorta } from './textosGraficos';

/** A column's place on the category axis: its key and the label under it. */
export interface ColumnaDelEje {
  clave: string;
  etiqueta: string;
}

/**
 * Money per period as columns: the value axis over [minimo, maximo] with its grid, the category axis with the
 * labels that fit, and each column drawn by `columna` in its band (`escala` turns money into y, `x` places a column).
 * GraficoBarras stacks its series in a column, GraficoComparado sets them side by side.
 */
export function PlanoDeColumnas<C extends ColumnaDelEje>({
  ariaLabel,
  enfocable,
  alto,
  columnas,
  minimo,
  maximo,
  columna,
}: {
  ariaLabel: string;
  enfocable?: boolean;
  alto: number;
  columnas: C[];
  minimo: number;
  maximo: number;
  columna: (
    c: C,
    i: number,
    plano: { x: ReturnType<typeof scaleBand<string>>; escala: (valor: number) => number; altoArea: number },
  ) => ReactNode;
}) {
  const altoArea = alto - ARRIBA_EJE_VALORES - ALTO_EJE_CATEGORIAS;
  const eje = ejeValores(minimo, maximo, altoArea, formatMonedaCorta);
  return (
    <MarcoGrafico
      ariaLabel={ariaLabel}
      enfocable={enfocable}
      alto={alto}
      margen={{ arriba: ARRIBA_EJE_VALORES, derecha: 8, abajo: ALTO_EJE_CATEGORIAS, izquierda: eje.ancho }}
      mensaje={columnas.length === 0 ? TEXTOS_GRAFICOS.noData : undefined}
    >
      {({ ancho }) => {
        const x = scaleBand({ domain: columnas.map((c) => c.clave), range: [0, ancho], padding: 0.2 });
        return (
          <>
            <EjeValores marcas={eje.marcas} ancho={ancho} />
            {columnas.map((c, i) => columna(c, i, { x, escala: eje.escala, altoArea }))}
            <EjeCategorias
              categorias={columnas.map((c) => ({ x: x(c.clave)! + x.bandwidth() / 2, etiqueta: c.etiqueta }))}
              ancho={ancho}
              alto={altoArea}
            />
          </>
        );
      }}
    </MarcoGrafico>
  );
}
