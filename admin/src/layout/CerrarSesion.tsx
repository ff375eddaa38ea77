import { useState } from 'react';
import { Confirm, useLogout } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { accionesSinEnviar } from '../mi-recorrido/almacen';

/**
 * "Cerrar Sesión", which also empties the driver's phone (authProvider.logout): with route actions still unsent it asks
 * first, since signing out loses them (docs/funcional.md, El teléfono del chofer).
 */
export function useCerrarSesion() {
  const logout = useLogout();
  const [sinEnviar, setSinEnviar] = useState(0);
  const salir = async () => {
    const n = await accionesSinEnviar().catch(() => 0);
    if (n > 0) setSinEnviar(n);
    else logout();
  };
  const aviso = (
    <Confirm
      isOpen={sinEnviar > 0}
      title="Hay entregas sin enviar"
      content={`${sinEnviar === 1 ? 'Una acción del recorrido no llegó' : `${sinEnviar} acciones del recorrido no llegaron`} al servidor. Si cierra la sesión se pierden: espere a tener señal para que se envíen.`}
      confirm="Cerrar sesión igual"
      cancel="Esperar"
      onConfirm={() => {
        setSinEnviar(0);
        logout();
      }}
      onClose={() => setSinEnviar(0)}
    />
  );
  return { salir, aviso };
}

/** The user menu's "Cerrar Sesión" (react-admin's Logout, with the warning above). */
export function CerrarSesionItem() {
  const { salir, aviso } = useCerrarSesion();
  return (
    <>
      <MenuItem onClick={() => void salir()}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Cerrar Sesión</ListItemText>
      </MenuItem>
      {aviso}
    </>
  );
}
