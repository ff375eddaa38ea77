import { useTheme } from '@mui/material/styles';
import { type Etiqueta, etiquetasEje, type Marca, TAMANO_TEXTO } from './medidas';

/** Space between an axis' labels and the plot, in px. */
const HUECO = 6;

/** Room a value axis needs above the plot, in px, so its top label is not cut in half. */
export const ARRIBA_EJE_VALORES = 8;

/** Room a category axis needs under the plot, in px. */
export const ALTO_EJE_CATEGORIAS = TAMANO_TEXTO + 2 * HUECO;

/** The value axis: a grid line across the plot at each mark, its label to the left. */
export function EjeValores({ marcas, ancho }: { marcas: Marca[]; ancho: number }) {
  const theme = useTheme();
  return (
    <g>
      {marcas.map((marca) => (
        <g key={marca.valor} transform={`translate(0, ${marca.y})`}>
          <line x2={ancho} stroke={theme.palette.divider} />
          <text x={-HUECO} dy="0.32em" textAnchor="end">
            {marca.texto}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The category axis under a plot `ancho` × `alto` px: the labels that fit (etiquetasEje). */
export function EjeCategorias({ categorias, ancho, alto }: { categorias: Etiqueta[]; ancho: number; alto: number }) {
  return (
    <g transform={`translate(0, ${alto + HUECO + TAMANO_TEXTO})`}>
      {etiquetasEje(categorias, ancho).map(({ x, etiqueta }) => (
        <text key={x} x={x} textAnchor="middle">
          {etiqueta}
        </text>
      ))}
    </g>
  );
}
