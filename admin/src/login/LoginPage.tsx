import { type FormEvent, lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, CircularProgress, IconButton, InputAdornment, Link, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { AuthCard } from './AuthCard';
import { erroresDeCampos } from '../common/errores';
import { authProvider, type SegundoPaso as SegundoPasoPendiente } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { precargarTrasIngreso } from './precargaIngreso';
import { leerIngresoPrevio } from '../arranque/ingresoPrevio';
import type { Credenciales, ModoRegistro } from '#dominio/usuarios';

type Errores = Partial<Record<keyof Credenciales, string>>;

// The second factor's step, downloaded only by whoever has one (or must turn it on).
const SegundoPaso = lazy(() => import('./SegundoPaso').then((m) => ({ default: m.SegundoPaso })));

/**
 * /login, drawn without react-admin: a visitor downloads React, MUI and this page only (the login
 * budget of docs/decisiones.md). `onIngreso` opens the back office once the token is stored.
 * It takes the place of the form that came in the HTML (arranque/ingresoPrevio.ts), with what was typed there, the
 * caret where it was and, if "Ingresar" was already pressed, the submission.
 */
export function LoginPage({ onIngreso }: { onIngreso: () => Promise<void> }) {
  const [previo] = useState(leerIngresoPrevio);
  const formulario = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const foco = previo?.foco;
    const campo = foco ? formulario.current?.elements.namedItem(foco.campo) : undefined;
    if (!foco || !(campo instanceof HTMLInputElement)) return;
    campo.focus();
    campo.setSelectionRange(foco.desde, foco.hasta);
  }, [previo]);
  useEffect(() => {
    if (previo?.enviado) formulario.current?.requestSubmit();
  }, [previo]);
  const [errores, setErrores] = useState<Errores>({});
  const [segundoPaso, setSegundoPaso] = useState<SegundoPasoPendiente>();
  const [rechazo, setRechazo] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const [verContrasena, setVerContrasena] = useState(false);
  // REGISTRO=cerrado: no link to a registration the server refuses. Unknown (the call failed): the spec's link.
  // "¿Olvidó su contraseña?" wherever the server can mail its link (production needs URL_PUBLICA).
  const [registro, setRegistro] = useState<ModoRegistro>();
  const [recuperar, setRecuperar] = useState(false);
  useEffect(() => {
    dataProvider.configuracion().then(
      ({ data }) => {
        setRegistro(data.Registro);
        setRecuperar(data.RecuperarContrasena);
      },
      () => setRegistro('abierto'),
    );
  }, []);

  const ingresar = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const credenciales = Object.fromEntries(new FormData(evento.currentTarget)) as Credenciales;
    setEnviando(true);
    setRechazo(undefined);
    setErrores({});
    try {
      const paso = await authProvider.login(credenciales);
      if (paso) setSegundoPaso(paso);
      else await onIngreso();
    } catch (error) {
      // The server checks the fields with the login schema and answers its messages (a 400 with
      // `errors`): the page does not download zod for two required fields (issue 12).
      const invalidos = erroresDeCampos(error);
      if (invalidos) setErrores(invalidos);
      else setRechazo(error instanceof Error && error.message ? error.message : 'Error al iniciar sesión');
    } finally {
      setEnviando(false);
    }
  };

  const campo = (nombre: keyof Credenciales, etiqueta: string) => ({
    name: nombre,
    defaultValue: previo?.valores[nombre],
    label: etiqueta,
    error: Boolean(errores[nombre]),
    // A blank helper keeps the form from jumping when a message appears.
    helperText: errores[nombre] ?? ' ',
    fullWidth: true,
  });

  if (segundoPaso) {
    return (
      <Suspense fallback={<AuthCard title="Iniciar Sesión">{null}</AuthCard>}>
        <SegundoPaso {...segundoPaso} onIngreso={onIngreso} />
      </Suspense>
    );
  }

  return (
    <AuthCard title="Iniciar Sesión">
      <form ref={formulario} onSubmit={ingresar} onInput={precargarTrasIngreso} noValidate>
        {rechazo && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {rechazo}
          </Alert>
        )}
        <TextField
          {...campo('nombreUsuario', 'Nombre de usuario o email')}
          autoComplete="username"
          autoFocus={!previo?.foco}
          slotProps={{ inputLabel: { required: true } }}
        />
        <TextField
          {...campo('contrasena', 'Contraseña')}
          type={verContrasena ? 'text' : 'password'}
          autoComplete="current-password"
          slotProps={{
            inputLabel: { required: true },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={verContrasena ? 'Ocultar contraseña' : 'Mostrar contraseña'}
                    onClick={() => setVerContrasena(!verContrasena)}
                    size="small"
                  >
                    {verContrasena ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" fullWidth disabled={enviando} sx={{ mt: 1 }}>
          {enviando ? <CircularProgress size={24} color="inherit" /> : 'Ingresar'}
        </Button>
      </form>
      {recuperar && (
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          <Link href="/recuperar-contrasena">¿Olvidó su contraseña?</Link>
        </Typography>
      )}
      {registro && registro !== 'cerrado' && (
        <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
          ¿No tiene cuenta? <Link href="/register">Registrarse</Link>
        </Typography>
      )}
    </AuthCard>
  );
}
