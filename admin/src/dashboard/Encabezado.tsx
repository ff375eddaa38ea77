import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useGetIdentity } from 'react-admin';
import { fechaEnPalabras } from './textos';

/** 'Bienvenido, {Nombre}', the business day the figures are about, and the refresh button. */
export function Encabezado({ actualizando, onActualizar }: { actualizando: boolean; onActualizar: () => void }) {
  const { identity } = useGetIdentity();
  const hoy = fechaEnPalabras();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Bienvenido, {identity?.Nombre ?? ''}
        </Typography>
        <Typography color="text.secondary" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
          {hoy}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        onClick={onActualizar}
        disabled={actualizando}
        startIcon={actualizando ? <CircularProgress size={18} color="inherit" /> : <RefreshIcon />}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        Actualizar
      </Button>
    </Stack>
  );
}
