import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Group } from '@visx/group';
import { TAMANO_TEXTO } from './medidas';
import { useAncho } from './useAncho';

/**
 * A chart's <svg>: one image for assistive technology, named by its aria-label (its figures are in
 * the card's text and in the tooltips), drawn in the theme's font and text colour. It is placed
 * absolutely so its width never holds its container wider than the layout gives. An `enfocable`
 * chart is a group of images instead, each reached with the keyboard (an image's parts cannot be).
 */
export function SvgGrafico({
  ariaLabel,
  ancho,
  alto,
  enfocable,
  children,
}: {
  ariaLabel: string;
  ancho: number;
  alto: number;
  enfocable?: boolean;
  children?: ReactNode;
}) {
  const theme = useTheme();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role={enfocable ? 'group' : 'img'}
      aria-label={ariaLabel}
      width={ancho}
      height={alto}
      fill={theme.palette.text.secondary}
      style={{ position: 'absolute', top: 0, left: 0, fontFamily: theme.typography.fontFamily, fontSize: TAMANO_TEXTO }}
    >
      {children}
    </svg>
  );
}

/** Text in place of the chart (loading, no data), centred over it. */
export function MensajeGrafico({ texto }: { texto: string }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
    >
      {texto}
    </Typography>
  );
}

export interface Margen {
  arriba: number;
  derecha: number;
  abajo: number;
  izquierda: number;
}

/** The plot's size inside the margins, in px. */
export interface Area {
  ancho: number;
  alto: number;
}

interface PropsMarco {
  ariaLabel: string;
  /** Its elements reached with the keyboard (SvgGrafico). */
  enfocable?: boolean;
  alto: number;
  margen: Margen;
  /** Shown instead of the plot (loading, no data). */
  mensaje?: string;
  /** Draws the plot, its origin at the top left corner inside the margins. */
  children: (area: Area) => ReactNode;
}

/**
 * A chart as wide as its container and `alto` px tall. A `.zona` group (a column, a point) shades
 * its `.fondo` on hover, so the element under the pointer, whose tooltip shows, stands out.
 */
export function MarcoGrafico({ ariaLabel, enfocable, alto, margen, mensaje, children }: PropsMarco) {
  const theme = useTheme();
  const [ref, ancho] = useAncho<HTMLDivElement>();
  const area = { ancho: Math.max(0, ancho - margen.izquierda - margen.derecha), alto: alto - margen.arriba - margen.abajo };
  return (
    <Box
      ref={ref}
      sx={{
        position: 'relative',
        height: alto,
        '& .zona:hover > .fondo, & .zona:focus-visible > .fondo': { fill: theme.palette.action.hover },
        '& .zona:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
      }}
    >
      {ancho > 0 && (
        <SvgGrafico ariaLabel={ariaLabel} enfocable={enfocable} ancho={ancho} alto={alto}>
          {!mensaje && (
            <Group left={margen.izquierda} top={margen.arriba}>
              {children(area)}
            </Group>
          )}
        </SvgGrafico>
      )}
      {mensaje && <MensajeGrafico texto={mensaje} />}
    </Box>
  );
}
