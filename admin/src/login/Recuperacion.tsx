import { type FormEvent, useState } from 'react';
import { Alert, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { AuthCard } from './AuthCard';
import { dataProvider } from '../dataProvider';
import { erroresDeCampos, mensajeDeError } from '../common/errores';

// "¿Olvidó su contraseña?" (issue 49, item 4): the two public pages of a password reset, drawn without react-admin
// like the login (main.tsx) and downloaded only by whoever opens them. The link's token travels after '#', so it
// never reaches a server log nor a Referer.

const RUTA_RECUPERAR = '/recuperar-contrasena';

type Errores = Record<string, string>;

/** Sends the form's values with `enviar`: the server's field errors under their fields, any other refusal above. */
function useEnvio(enviar: (valores: Record<string, string>) => Promise<{ data: { message: string } }>) {
  const [errores, setErrores] = useState<Errores>({});
  const [rechazo, setRechazo] = useState<string>();
  const [hecho, setHecho] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const onSubmit = async (evento: FormEvent<HTMLFormElement>, validar?: (valores: Record<string, string>) => Errores) => {
    evento.preventDefault();
    const valores = Object.fromEntries(new FormData(evento.currentTarget)) as Record<string, string>;
    const propios = validar?.(valores) ?? {};
    setErrores(propios);
    setRechazo(undefined);
    if (Object.keys(propios).length > 0) return;
    setEnviando(true);
    try {
      setHecho((await enviar(valores)).data.message);
    } catch (error) {
      const invalidos = erroresDeCampos(error);
      if (invalidos) setErrores(invalidos);
      else setRechazo(mensajeDeError(error, 'No se pudo enviar el pedido'));
    } finally {
      setEnviando(false);
    }
  };
  const campo = (name: string, label: string) => ({
    name,
    label,
    error: Boolean(errores[name]),
    helperText: errores[name] ?? ' ',
    fullWidth: true,
    slotProps: { inputLabel: { required: true } },
  });
  return { onSubmit, campo, errores, rechazo, hecho, enviando };
}

const VolverAlIngreso = ({ texto = 'Volver al ingreso' }: { texto?: string }) => (
  <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
    <Link href="/login">{texto}</Link>
  </Typography>
);

function BotonEnviar({ enviando, texto }: { enviando: boolean; texto: string }) {
  return (
    <Button type="submit" variant="contained" fullWidth disabled={enviando} sx={{ mt: 1 }}>
      {enviando ? <CircularProgress size={24} color="inherit" /> : texto}
    </Button>
  );
}

/** /recuperar-contrasena: the account's name or e-mail; the answer is the same whether it exists or not. */
export function PedirRecuperacion() {
  const { onSubmit, campo, rechazo, hecho, enviando } = useEnvio((valores) =>
    dataProvider.pedirRecuperacion({ nombreUsuario: valores.nombreUsuario ?? '' }),
  );
  return (
    <AuthCard title="Recuperar contraseña">
      {hecho ? (
        <Alert severity="success">{hecho}</Alert>
      ) : (
        <form onSubmit={(e) => onSubmit(e)} noValidate>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Escriba su nombre de usuario o su email: le enviaremos un enlace para elegir una contraseña nueva.
          </Typography>
          {rechazo && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {rechazo}
            </Alert>
          )}
          <TextField {...campo('nombreUsuario', 'Nombre de usuario o email')} autoComplete="username" autoFocus />
          <BotonEnviar enviando={enviando} texto="Enviar enlace" />
        </form>
      )}
      <VolverAlIngreso />
    </AuthCard>
  );
}

export const CONTRASENAS_DISTINTAS = 'Las contraseñas no coinciden';

/** /restablecer-contrasena#token: the new password, typed twice; afterwards the user signs in with it. */
export function RestablecerContrasena() {
  const [token] = useState(() => location.hash.slice(1));
  const { onSubmit, campo, errores, rechazo, hecho, enviando } = useEnvio((valores) =>
    dataProvider.restablecerContrasena({ Token: token, ContrasenaNueva: valores.ContrasenaNueva ?? '' }),
  );
  const validar = (valores: Record<string, string>): Errores =>
    valores.ContrasenaNueva && valores.Repeticion !== valores.ContrasenaNueva ? { Repeticion: CONTRASENAS_DISTINTAS } : {};
  return (
    <AuthCard title="Elegir una contraseña nueva">
      {hecho ? (
        <Alert severity="success">{hecho}</Alert>
      ) : (
        <form onSubmit={(e) => onSubmit(e, validar)} noValidate>
          {/* The link's own refusal (unknown, used or past its 30 minutes): only a new one helps. */}
          {errores.Token && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errores.Token} <Link href={RUTA_RECUPERAR}>Pedir un enlace nuevo</Link>
            </Alert>
          )}
          {rechazo && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {rechazo}
            </Alert>
          )}
          <TextField {...campo('ContrasenaNueva', 'Contraseña nueva')} type="password" autoComplete="new-password" autoFocus />
          <TextField {...campo('Repeticion', 'Repita la contraseña nueva')} type="password" autoComplete="new-password" />
          <BotonEnviar enviando={enviando} texto="Guardar contraseña" />
        </form>
      )}
      <VolverAlIngreso texto={hecho ? 'Ingresar' : 'Volver al ingreso'} />
    </AuthCard>
  );
}

/** The page of a reset path (arranque/inicio.ts, esPaginaDeRecuperacion). */
export const paginaDeRecuperacion = (ruta: string) => (ruta === RUTA_RECUPERAR ? <PedirRecuperacion /> : <RestablecerContrasena />);
