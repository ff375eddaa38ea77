import { Box, LinearProgress, Typography } from '@mui/material';
import { formatoKg } from '#dominio/formatos';

/**
 * The sheet's load against its vehicle's capacity (undefined: no vehicle chosen yet; null: the vehicle has none):
 * the bar turns red above it (the server refuses to save then).
 */
export function BarraDeCarga({ kg, capacidad }: { kg: number; capacidad: number | null | undefined }) {
  if (!capacidad) {
    return (
      <Typography variant="body2" sx={{ my: 1 }}>
        Carga: {formatoKg(kg)} ({capacidad === undefined ? 'elija un vehículo para ver su capacidad' : 'vehículo sin capacidad cargada'})
      </Typography>
    );
  }
  const excedida = kg > capacidad;
  const porcentaje = Math.min(100, (kg / capacidad) * 100);
  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="body2" color={excedida ? 'error' : 'text.primary'} id="carga-de-la-hoja">
        Carga: {formatoKg(kg)} de {formatoKg(capacidad)}
        {excedida ? ' · Supera la capacidad del vehículo' : ''}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={porcentaje}
        color={excedida ? 'error' : porcentaje > 90 ? 'warning' : 'success'}
        aria-labelledby="carga-de-la-hoja"
        sx={{ height: 10, borderRadius: 1 }}
      />
    </Box>
  );
}
