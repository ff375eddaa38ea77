import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { fechaEnPalabras } from './textos';

/** 'Bienvenido, {Nombre}', the business day the figures are about, and the refresh button. */
export function Encabezado({ nombre, actualizando, onActualizar }: { nombre?: string; actualizando: boolean; onActualizar?: () => void }) {
  const hoy = fechaEnPalabras();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Bienvenido, {nombre ?? ''}
        </Typography>
        <Typography color="text.secondary" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
          {hoy}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        onClick={onActualizar}
        disabled={actualizando || !onActualizar}
        startIcon={actualizando ? <CircularProgress size={18} color="inherit" /> : <RefreshIcon />}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        Actualizar
      </Button>
    </Stack>
  );
}
