import type { ReactElement } from 'react';
import { Box, Stack, Tooltip } from '@mui/material';

/**
 * MUI's tooltip over a chart element (already in the bundle, so no tooltip library): a title and
 * a line per figure. A tap opens it at once on a phone, where there is no hovering.
 */
export function ConDetalle({ titulo, lineas, children }: { titulo: string; lineas: string[]; children: ReactElement }) {
  return (
    <Tooltip
      arrow
      placement="top"
      enterTouchDelay={0}
      disableInteractive
      title={
        <>
          <Box component="strong" sx={{ display: 'block' }}>
            {titulo}
          </Box>
          {lineas.map((linea) => (
            <Box component="span" key={linea} sx={{ display: 'block' }}>
              {linea}
            </Box>
          ))}
        </>
      }
    >
      {children}
    </Tooltip>
  );
}

export interface ItemLeyenda {
  nombre: string;
  color: string;
  /** 'punto' for a series drawn as dots (a line's outliers); a square otherwise. */
  forma?: 'punto';
}

/** What each colour of a chart stands for, in a row above it. */
export function Leyenda({ items }: { items: ItemLeyenda[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1, typography: 'body2' }}>
      {items.map(({ nombre, color, forma }) => (
        <Stack key={nombre} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 12, height: 12, bgcolor: color, borderRadius: forma === 'punto' ? '50%' : 0.5, flexShrink: 0 }} />
          <span>{nombre}</span>
        </Stack>
      ))}
    </Stack>
  );
}
