import type { ReactNode } from 'react';
import { Box, Typography, type SxProps } from '@mui/material';

/** A labelled value of a detail or an alert card; '—' when there is nothing to show. */
export function Dato({ etiqueta, children, sx }: { etiqueta: string; children?: ReactNode; sx?: SxProps }) {
  const vacio = children === null || children === undefined || children === '';
  return (
    <Box sx={sx}>
      <Typography variant="caption" color="text.secondary" component="div">
        {etiqueta}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500 }}>
        {vacio ? '—' : children}
      </Typography>
    </Box>
  );
}
