import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '@mui/material';

const suscribir = (avisar: () => void) => {
  addEventListener('online', avisar);
  addEventListener('offline', avisar);
  return () => {
    removeEventListener('online', avisar);
    removeEventListener('offline', avisar);
  };
};

/**
 * Over every screen while the phone has no signal: why a list does not load and a save fails ('Error al guardar el
 * cliente' does not say). Mi recorrido says it its own way: what the driver records waits on the phone.
 */
export function AvisoSinConexion() {
  const enLinea = useSyncExternalStore(suscribir, () => navigator.onLine);
  const { pathname } = useLocation();
  if (enLinea || pathname === '/mi-recorrido') return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      Sin conexión: lo que se ve puede no estar al día, y para guardar hace falta que vuelva la señal.
    </Alert>
  );
}
