import { useState } from 'react';
import { Form, PasswordInput, TextInput, useAuthState, useLogin, useNotify } from 'react-admin';
import { Button, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { Link, Navigate } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import type { Credenciales } from '#dominio/usuarios';
import { validarIngreso } from '../usuarios/validaciones';

export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [enviando, setEnviando] = useState(false);
  // Someone already signed in has nothing to do here.
  const { authenticated } = useAuthState();

  const ingresar = async (values: Record<string, unknown>) => {
    setEnviando(true);
    try {
      await login(values as unknown as Credenciales, '/dashboard');
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'Error al iniciar sesión', { type: 'error' });
      setEnviando(false);
    }
  };

  if (authenticated && !enviando) return <Navigate to="/dashboard" replace />;

  return (
    <AuthCard title="Iniciar Sesión">
      <Form onSubmit={ingresar} validate={validarIngreso}>
        <TextInput source="nombreUsuario" label="Nombre de usuario o email" autoComplete="username" autoFocus isRequired fullWidth />
        <PasswordInput source="contrasena" label="Contraseña" autoComplete="current-password" isRequired fullWidth />
        <Button type="submit" variant="contained" fullWidth disabled={enviando} sx={{ mt: 1 }}>
          {enviando ? <CircularProgress size={24} color="inherit" /> : 'Ingresar'}
        </Button>
      </Form>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        ¿No tiene cuenta?{' '}
        <MuiLink component={Link} to="/register">
          Registrarse
        </MuiLink>
      </Typography>
    </AuthCard>
  );
}
