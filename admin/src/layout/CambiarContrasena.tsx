import { Suspense, useState } from 'react';
import { useUserMenu } from 'react-admin';
import { CircularProgress, Dialog, DialogContent, DialogTitle, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { lazyScreen } from '../common/lazyScreen';

const TITULO = 'Cambiar contraseña';

const FormularioCambioContrasena = lazyScreen(() => import('./FormularioCambioContrasena'), 'FormularioCambioContrasena');

/** The user menu's item that lets the signed-in user change their own password, giving the current one. */
export function CambiarContrasenaItem() {
  const userMenu = useUserMenu();
  const [abierto, setAbierto] = useState(false);

  const cerrar = () => {
    setAbierto(false);
    userMenu?.onClose();
  };

  return (
    <>
      <MenuItem onClick={() => setAbierto(true)}>
        <ListItemIcon>
          <KeyIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{TITULO}</ListItemText>
      </MenuItem>
      {/* Keys typed in the dialog must not reach the menu behind it, whose type-ahead would take the focus. */}
      <Dialog open={abierto} onClose={cerrar} aria-labelledby="cambiar-contrasena-titulo" onKeyDown={(e) => e.stopPropagation()}>
        <DialogTitle id="cambiar-contrasena-titulo">{TITULO}</DialogTitle>
        {/* The dialog mounts its content only while open: the form is downloaded the first time. */}
        <Suspense
          fallback={
            <DialogContent>
              <CircularProgress size={24} />
            </DialogContent>
          }
        >
          <FormularioCambioContrasena onCerrar={cerrar} />
        </Suspense>
      </Dialog>
    </>
  );
}
