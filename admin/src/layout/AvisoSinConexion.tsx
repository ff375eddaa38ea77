import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { onlineManager } from '@tanstack/react-query';
import { Alert } from '@mui/material';

const suscribir = (avisar: () => void) => onlineManager.subscribe(avisar);
const enLinea = () => onlineManager.isOnline();

/**
 * Over every screen while the phone has no signal (as react-query sees it, which pauses the screens' reads then): why a
 * list does not load and a save fails ('Error al guardar el cliente' does not say). Mi recorrido says it its own way:
 * what the driver records waits on the phone.
 */
export function AvisoSinConexion() {
  const conSenal = useSyncExternalStore(suscribir, enLinea);
  const { pathname } = useLocation();
  if (conSenal || pathname === '/mi-recorrido') return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      Sin conexión: lo que se ve puede no estar al día, y para guardar hace falta que vuelva la señal.
    </Alert>
  );
}
