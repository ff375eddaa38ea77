import type { ReactNode } from 'react';
import { Box, Card, CardHeader, Chip, Divider, List, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

import { Link } from 'react-router-dom';
import { textoVerMas } from './textos';
import type { PrimerasAlertas } from '#dominio/dashboard';
import { Boton } from '../common/Boton';

/** The panels' list area (docs/funcional.md, Dashboard: a scroll area of 300 px). */
export const ALTO_PANEL_PX = 300;

interface Props<T> {
  titulo: string;
  icono: ReactNode;
  alertas: PrimerasAlertas<T> | undefined;
  /** The alert page with the whole list. */
  to: string;
  vacio: string;
  cargando: boolean;
  children: (alerta: T) => ReactNode;
}

/** The first alerts of one kind, most urgent first, with the way to the others. */
export function PanelAlertas<T>({ titulo, icono, alertas, to, vacio, cargando, children }: Props<T>) {
  const verMas = alertas && textoVerMas(alertas.total, alertas.items.length);
  return (
    <Card component="section" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-label={titulo}>
      <CardHeader
        avatar={icono}
        title={titulo}
        slotProps={{ title: { variant: 'h6' } }}
        action={
          alertas && (
            <Chip label={alertas.total} color={alertas.total > 0 ? 'error' : 'success'} size="small" sx={{ mt: 1, mr: 1, fontWeight: 700 }} />
          )
        }
      />
      <Divider />
      <Box sx={{ height: ALTO_PANEL_PX, overflowY: 'auto' }}>
        {!alertas && !cargando ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Sin datos
          </Typography>
        ) : !alertas ? (
          <Stack spacing={1} sx={{ p: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : alertas.items.length === 0 ? (
          <Stack
            spacing={1}
            sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', color: 'success.main', px: 3, textAlign: 'center' }}
          >
            <CheckCircleOutlineIcon sx={{ fontSize: 48 }} />
            <Typography color="text.secondary">{vacio}</Typography>
          </Stack>
        ) : (
          <List disablePadding>{alertas.items.map(children)}</List>
        )}
      </Box>
      <Divider />
      <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        {verMas ? (
          <Typography component={Link} to={to} variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            {verMas}
          </Typography>
        ) : (
          <span />
        )}
        <Boton component={Link} to={to} label="Ver todas">
          <ArrowForwardIcon />
        </Boton>
      </Stack>
    </Card>
  );
}
