import { useState } from 'react';
import { Form, PasswordInput, useDataProvider, useNotify } from 'react-admin';
import { DialogContent } from '@mui/material';
import type { CambioContrasena } from '#dominio/usuarios';
import type { AppDataProvider } from '../dataProvider';
import { TOKEN_KEY } from '../dataProvider/httpClient';
import { mensajeDeError } from '../common/errores';
import { AccionesDelDialogo } from './DialogoDelMenu';
import { validarCambioContrasena } from '../usuarios/validaciones';

/**
 * The password change form inside the dialog of CambiarContrasena.tsx: its own chunk, so the
 * signed-in frame does not carry react-admin's forms nor the zod schemas until someone opens it.
 */
export function FormularioCambioContrasena({ onCerrar }: { onCerrar: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [enviando, setEnviando] = useState(false);

  // Field errors the server sends (a wrong current password) go back to the form, under their field.
  const guardar = async (values: Record<string, unknown>) => {
    setEnviando(true);
    try {
      const {
        data: { token },
      } = await dataProvider.cambiarContrasena(values as CambioContrasena);
      // The change revokes the old token: the new one keeps the session going.
      localStorage.setItem(TOKEN_KEY, token);
      notify('Contraseña actualizada', { type: 'success' });
      onCerrar();
    } catch (error) {
      const errores = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errores && Object.keys(errores).length > 0) return errores;
      notify(mensajeDeError(error, 'Error al cambiar la contraseña'), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Form onSubmit={guardar} validate={validarCambioContrasena}>
      <DialogContent>
        <PasswordInput source="ContrasenaActual" label="Contraseña actual" autoComplete="current-password" autoFocus isRequired fullWidth />
        <PasswordInput source="ContrasenaNueva" label="Contraseña nueva" autoComplete="new-password" isRequired fullWidth />
      </DialogContent>
      <AccionesDelDialogo onCerrar={onCerrar} enviando={enviando} />
    </Form>
  );
}
