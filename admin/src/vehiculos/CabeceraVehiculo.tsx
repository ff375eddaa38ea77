import { Box, Typography } from '@mui/material';
import { type RaRecord, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Vehiculo } from '#dominio/vehiculos';
import { formatKm } from '#dominio/vencimientos';

/** The heading of a form under /vehiculos/:id: what it does, and to which vehicle. */
export function CabeceraVehiculo({ titulo }: { titulo: string }) {
  const { id } = useParams();
  const { data: v } = useGetOne<Vehiculo & RaRecord>('vehiculos', { id });
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="h5">{titulo}</Typography>
      {v && (
        <Typography color="text.secondary">
          {v.Patente} · {v.Marca} {v.Modelo} · Kilometraje actual: {formatKm(v.KilometrajeActual)} km
        </Typography>
      )}
    </Box>
  );
}
