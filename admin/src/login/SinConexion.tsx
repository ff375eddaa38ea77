import { useEffect } from 'react';
import { Alert, Button } from '@mui/material';
import { AuthCard } from './AuthCard';

/**
 * What the app shell shows when it opened from the service worker's cache with no network (or the
 * back office's code could not be downloaded): the app's own page, not the browser's error. It
 * reloads by itself when the connection comes back.
 */
export function SinConexion() {
  useEffect(() => {
    const recargar = () => location.reload();
    window.addEventListener('online', recargar);
    return () => window.removeEventListener('online', recargar);
  }, []);
  return (
    <AuthCard title="Sin conexión">
      <Alert severity="warning" sx={{ mb: 2 }}>
        No hay conexión a internet. La aplicación se abrirá sola cuando vuelva la conexión.
      </Alert>
      <Button variant="contained" fullWidth onClick={() => location.reload()}>
        Reintentar
      </Button>
    </AuthCard>
  );
}
