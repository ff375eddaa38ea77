import { useEffect, useState } from 'react';
import { Form, PasswordInput, SelectInput, TextInput, useDataProvider, useNotify } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import type { AppDataProvider } from '../dataProvider';
import {
  ROLES_REGISTRO,
  validarApellido,
  validarContrasenaNueva,
  validarDireccion,
  validarEmail,
  validarNombre,
  validarNombreUsuario,
  validarRol,
  validarTelefono,
} from '../usuarios/validaciones';

/** Spec: after '¡Registro exitoso!' the user goes to /login after 2 seconds. */
export const REDIRECCION_REGISTRO_MS = 2000;

export function RegisterPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [estado, setEstado] = useState<'editando' | 'enviando' | 'registrado'>('editando');

  useEffect(() => {
    if (estado !== 'registrado') return;
    const timer = setTimeout(() => navigate('/login'), REDIRECCION_REGISTRO_MS);
    return () => clearTimeout(timer);
  }, [estado, navigate]);

  const registrar = async (values: Record<string, unknown>) => {
    setEstado('enviando');
    try {
      await dataProvider.post('/auth/registrar', values);
      setEstado('registrado');
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'Error en el registro', { type: 'error' });
      setEstado('editando');
    }
  };

  return (
    <AuthCard title="Registro de Usuario" width={560}>
      {estado === 'registrado' ? (
        <Alert severity="success">¡Registro exitoso!</Alert>
      ) : (
        <Form onSubmit={registrar} defaultValues={{ Rol: 'Empleado' }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextInput source="Nombre" label="Nombre" validate={validarNombre} />
            <TextInput source="Apellido" label="Apellido" validate={validarApellido} />
            <TextInput source="Telefono" label="Teléfono" validate={validarTelefono} />
            <TextInput source="Email" label="Email" validate={validarEmail} />
          </Box>
          <TextInput source="Direccion" label="Dirección" validate={validarDireccion} fullWidth />
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextInput source="NombreUsuario" label="Nombre de usuario" autoComplete="username" validate={validarNombreUsuario} />
            <PasswordInput source="Contrasena" label="Contraseña" autoComplete="new-password" validate={validarContrasenaNueva} />
          </Box>
          <SelectInput source="Rol" label="Rol" choices={ROLES_REGISTRO} validate={validarRol} fullWidth />
          <Button type="submit" variant="contained" fullWidth disabled={estado === 'enviando'}>
            {estado === 'enviando' ? <CircularProgress size={24} color="inherit" /> : 'Registrarse'}
          </Button>
        </Form>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        ¿Ya tiene cuenta?{' '}
        <MuiLink component={Link} to="/login">
          Iniciar sesión
        </MuiLink>
      </Typography>
    </AuthCard>
  );
}
