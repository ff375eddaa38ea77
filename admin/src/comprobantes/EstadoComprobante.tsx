import { Chip } from '@mui/material';
import type { EstadoComprobante as Estado } from '#dominio/facturacion';

/** The chip's colour of each state: authorized, waiting for ARCA, refused. */
const COLOR: Record<Estado, 'success' | 'warning' | 'error'> = {
  Autorizado: 'success',
  'Pendiente de CAE': 'warning',
  Rechazado: 'error',
};

export const EstadoComprobante = ({ estado }: { estado: Estado }) => (
  <Chip size="small" variant="outlined" color={COLOR[estado]} label={estado} />
);
