import { Box, Chip, type ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * One colour per status, for sales and supplier orders alike (spec: Pendiente warning, Recibido success, Cancelado
 * error), and for comprobantes by their CAE.
 */
export const COLOR_ESTADO: Record<string, ChipProps['color']> = {
  Pendiente: 'warning',
  'En Proceso': 'info',
  Completado: 'success',
  Recibido: 'success',
  Cancelado: 'error',
  Autorizado: 'success',
  'Pendiente de CAE': 'warning',
  Rechazado: 'error',
  Programado: 'info',
  Aplicado: 'success',
  Deshecho: 'default',
};

export function EstadoChip({ estado, prefijo, size = 'small' }: { estado: string; prefijo?: string; size?: ChipProps['size'] }) {
  const color = COLOR_ESTADO[estado];
  const contorno = prefijo === 'De:';
  return (
    <Chip
      size={size}
      color={color ?? 'default'}
      label={prefijo ? `${prefijo} ${estado}` : estado}
      variant={contorno ? 'outlined' : 'filled'}
      // An outlined chip's text in the light theme's main colour falls under 4.5:1 on a hovered row: its dark shade reads.
      sx={(theme) =>
        contorno && color && color !== 'default' && theme.palette.mode === 'light'
          ? { color: theme.palette[color].dark, borderColor: theme.palette[color].dark }
          : {}
      }
    />
  );
}

/** The record's status as a chip, for list columns. */
export function EstadoField({ source = 'Estado' }: { source?: string }) {
  const record = useRecordContext();
  const estado = record?.[source];
  return estado ? <EstadoChip estado={String(estado)} /> : null;
}

/** A status change of a history entry: 'De:' the previous status (when there was one) and 'A:' the new one. */
export function CambioEstadoChips({ anterior, nuevo }: { anterior?: string | null; nuevo: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {anterior && <EstadoChip estado={anterior} prefijo="De:" />}
      <EstadoChip estado={nuevo} prefijo="A:" />
    </Box>
  );
}
