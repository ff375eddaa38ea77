import { type FormEvent, useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { dataProvider } from '../dataProvider';
import { erroresDeCampos, mensajeDeError } from '../common/errores';

// Turning the second factor on (issue 49, item 5): the QR to scan, the code it shows, then the ten recovery codes,
// shown once. Plain MUI and the data provider, without react-admin: the login's mandatory enrolment (REQUIERE_2FA)
// draws it before react-admin is downloaded, and the user menu's dialog inside it.

/** A code field as authenticator apps and phones fill it ('one-time-code'). */
export function CampoCodigo({ error, autoFocus = true }: { error?: string; autoFocus?: boolean }) {
  return (
    <TextField
      name="Codigo"
      label="Código"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      error={Boolean(error)}
      helperText={error ?? ' '}
      fullWidth
      slotProps={{ inputLabel: { required: true }, htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
    />
  );
}

/** The form's `Codigo`, sent with `enviar`: a refusal goes under the field, or above it when it is not about the code. */
export function useCodigo<T>(enviar: (codigo: string) => Promise<T>, alHacerlo: (resultado: T) => void) {
  const [error, setError] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  const onSubmit = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const codigo = String(new FormData(evento.currentTarget).get('Codigo') ?? '');
    setEnviando(true);
    setError(undefined);
    try {
      alHacerlo(await enviar(codigo));
    } catch (e) {
      setError(erroresDeCampos(e)?.Codigo ?? mensajeDeError(e, 'No se pudo verificar el código'));
    } finally {
      setEnviando(false);
    }
  };
  return { onSubmit, error, enviando };
}

export interface Activado {
  token: string;
  CodigosDeRecuperacion: string[];
}

/** The QR and the code that turns it on; `desafio`: a sign-in's, when REQUIERE_2FA makes an Administrador enrol. */
export function Inscripcion({ desafio, onActivado }: { desafio?: string; onActivado: (activado: Activado) => void }) {
  const [secreto, setSecreto] = useState<{ Secreto: string; Qr: string }>();
  const [rechazo, setRechazo] = useState<string>();
  useEffect(() => {
    dataProvider.inscribirSegundoFactor(desafio).then(
      ({ data }) => setSecreto(data),
      (error) => setRechazo(mensajeDeError(error, 'No se pudo preparar el código QR')),
    );
  }, [desafio]);
  const { onSubmit, error, enviando } = useCodigo(
    async (Codigo) => (await dataProvider.activarSegundoFactor({ Codigo, Desafio: desafio })).data,
    onActivado,
  );
  if (rechazo) return <Alert severity="error">{rechazo}</Alert>;
  if (!secreto) return <CircularProgress size={24} />;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Typography variant="body2">
        Escanee este código con su aplicación de autenticación (Google Authenticator, Microsoft Authenticator, Aegis u otra) y escriba el código
        de 6 dígitos que le muestra.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
        <img src={secreto.Qr} alt="Código QR para la aplicación de autenticación" width={200} height={200} />
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Si no puede escanearlo, escriba esta clave:{' '}
        <Box component="code" sx={{ wordBreak: 'break-all', fontWeight: 600 }}>
          {secreto.Secreto.match(/.{1,4}/g)?.join(' ')}
        </Box>
      </Typography>
      <CampoCodigo error={error} />
      <Button type="submit" variant="contained" fullWidth disabled={enviando}>
        Activar
      </Button>
    </form>
  );
}

/** The ten recovery codes, shown once: to write down or download before going on. */
export function CodigosDeRecuperacion({ codigos, onListo }: { codigos: string[]; onListo: () => void }) {
  const descargar = () => {
    const enlace = document.createElement('a');
    enlace.href = URL.createObjectURL(new Blob([`${codigos.join('\n')}\n`], { type: 'text/plain' }));
    enlace.download = 'codigos-de-recuperacion.txt';
    enlace.click();
    URL.revokeObjectURL(enlace.href);
  };
  return (
    <Box>
      <Alert severity="success" sx={{ mb: 2 }}>
        Segundo factor activado. Guarde estos códigos de recuperación en un lugar seguro: cada uno sirve una sola vez para ingresar si no tiene
        el teléfono, y no se vuelven a mostrar.
      </Alert>
      <Box
        component="ul"
        aria-label="Códigos de recuperación"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, p: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: 16 }}
      >
        {codigos.map((codigo) => (
          <li key={codigo}>{codigo}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button onClick={descargar} variant="outlined" fullWidth>
          Descargar
        </Button>
        <Button onClick={onListo} variant="contained" fullWidth>
          Listo
        </Button>
      </Box>
    </Box>
  );
}
