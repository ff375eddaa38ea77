import { useEffect, useState } from 'react';
import { Form, PasswordInput, SelectInput, TextInput, useDataProvider, useNotify } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import type { AppDataProvider } from '../dataProvider';
import type { Registro } from '../dataProvider/usuarios';
import { OPCIONES_ROL_REGISTRO, validarRegistro } from '../usuarios/validaciones';
import { REGISTRO_EN_ESPERA } from '#dominio/usuarios';

/** Spec: after '¡Registro exitoso!' the user goes to /login after 2 seconds. */
export const REDIRECCION_REGISTRO_MS = 2000;

export function RegisterPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  // 'en-espera': REGISTRO=aprobacion created the account inactive, waiting for an administrator.
  const [estado, setEstado] = useState<'editando' | 'enviando' | 'registrado' | 'en-espera'>('editando');

  useEffect(() => {
    if (estado !== 'registrado') return;
    const timer = setTimeout(() => navigate('/login'), REDIRECCION_REGISTRO_MS);
    return () => clearTimeout(timer);
  }, [estado, navigate]);

  const registrar = async (values: Record<string, unknown>) => {
    setEstado('enviando');
    try {
      const { data } = await dataProvider.registrar(values as Registro);
      setEstado(data.Active ? 'registrado' : 'en-espera');
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'Error en el registro', { type: 'error' });
      setEstado('editando');
    }
  };

  return (
    <AuthCard title="Registro de Usuario" width={560}>
      {estado === 'registrado' && <Alert severity="success">¡Registro exitoso!</Alert>}
      {/* No redirection here: the account cannot sign in yet, and the message must stay to be read. */}
      {estado === 'en-espera' && <Alert severity="info">{REGISTRO_EN_ESPERA}</Alert>}
      {(estado === 'editando' || estado === 'enviando') && (
        <Form onSubmit={registrar} defaultValues={{ Rol: 'Empleado' }} validate={validarRegistro}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextInput source="Nombre" label="Nombre" isRequired />
            <TextInput source="Apellido" label="Apellido" isRequired />
            <TextInput source="Telefono" label="Teléfono" isRequired />
            <TextInput source="Email" label="Email" isRequired />
          </Box>
          <TextInput source="Direccion" label="Dirección" isRequired fullWidth />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2 }}>
            <TextInput source="NombreUsuario" label="Nombre de usuario" autoComplete="username" isRequired />
            <PasswordInput source="Contrasena" label="Contraseña" autoComplete="new-password" isRequired />
          </Box>
          <SelectInput source="Rol" label="Rol" choices={OPCIONES_ROL_REGISTRO} isRequired fullWidth />
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
