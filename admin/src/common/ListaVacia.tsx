import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import type { ReactNode } from 'react';

/** Empty state of a list, with the spec's wording. */
export function ListaVacia({ mensaje, children }: { mensaje: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary', width: '100%' }}>
      <InboxIcon sx={{ fontSize: 56, opacity: 0.5 }} />
      <Typography variant="h6">{mensaje}</Typography>
      {children}
    </Box>
  );
}
