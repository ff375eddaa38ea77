import { Chip } from '@mui/material';
import { ESTADOS_CORREO, type EstadoCorreo } from '#dominio/correos';

const COLORES: Record<EstadoCorreo, 'default' | 'success' | 'error' | 'warning'> = {
  pendiente: 'warning',
  enviado: 'success',
  no_enviado: 'error',
  retenido: 'default',
};

/** A mail's state as a chip: sent in green, given up in red, waiting in amber, kept on this machine in grey. */
export const EstadoDelCorreo = ({ estado }: { estado: EstadoCorreo }) => (
  <Chip size="small" color={COLORES[estado]} variant={estado === 'retenido' ? 'outlined' : 'filled'} label={ESTADOS_CORREO[estado]} />
);
