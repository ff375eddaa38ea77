import { Chip } from '@mui/material';

export const ChipDisponible = ({ disponible }: { disponible: boolean }) => (
  <Chip size="small" color={disponible ? 'success' : 'warning'} label={disponible ? 'Disponible' : 'No disponible'} />
);

export const ChipActivo = ({ activo }: { activo: boolean }) => (
  <Chip size="small" variant="outlined" color={activo ? 'success' : 'default'} label={activo ? 'Activo' : 'Inactivo'} />
);
