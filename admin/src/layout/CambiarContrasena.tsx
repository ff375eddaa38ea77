import { useState } from 'react';
import { Form, PasswordInput, useDataProvider, useNotify, useUserMenu } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import type { CambioContrasena } from '#dominio/usuarios';
import type { AppDataProvider } from '../dataProvider';
import { TOKEN_KEY } from '../dataProvider/httpClient';
import { mensajeDeError } from '../common/errores';
import { validarCambioContrasena } from '../usuarios/validaciones';

const TITULO = 'Cambiar contraseña';

/** The user menu's item that lets the signed-in user change their own password, giving the current one. */
export function CambiarContrasenaItem() {
  const userMenu = useUserMenu();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [abierto, setAbierto] = useState(false);
  const [enviando, setEnviando] = useState(false);

  const cerrar = () => {
    setAbierto(false);
    userMenu?.onClose();
  };

  // Field errors the server sends (a wrong current password) go back to the form, under their field.
  const guardar = async (values: Record<string, unknown>) => {
    setEnviando(true);
    try {
      const { token } = await dataProvider.cambiarContrasena(values as CambioContrasena);
      // The change revokes the old token: the new one keeps the session going.
      localStorage.setItem(TOKEN_KEY, token);
      notify('Contraseña actualizada', { type: 'success' });
      cerrar();
    } catch (error) {
      const errores = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errores && Object.keys(errores).length > 0) return errores;
      notify(mensajeDeError(error, 'Error al cambiar la contraseña'), { type: 'error' });
    } finally {
      setEnviando(false);
    }
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
        <Form onSubmit={guardar} validate={validarCambioContrasena}>
          <DialogTitle id="cambiar-contrasena-titulo">{TITULO}</DialogTitle>
          <DialogContent>
            <PasswordInput source="ContrasenaActual" label="Contraseña actual" autoComplete="current-password" autoFocus isRequired fullWidth />
            <PasswordInput source="ContrasenaNueva" label="Contraseña nueva" autoComplete="new-password" isRequired fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={cerrar}>Cancelar</Button>
            <Button type="submit" variant="contained" disabled={enviando}>
              Guardar
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
