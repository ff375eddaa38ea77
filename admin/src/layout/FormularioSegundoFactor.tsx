import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Alert, Button, CircularProgress, DialogActions, DialogContent, Typography } from '@mui/material';
import { dataProvider } from '../dataProvider';
import { guardarSesion } from '../authProvider';
import { mensajeDeError } from '../common/errores';
import { type Activado, CampoCodigo, CodigosDeRecuperacion, Inscripcion, useCodigo } from '../segundo-factor/Inscripcion';

/**
 * The second factor's dialog (SegundoFactor.tsx), its own chunk: off, it explains and turns it on (QR, code, the
 * recovery codes once); on, it turns it off with a code.
 */
export function FormularioSegundoFactor({ onCerrar }: { onCerrar: () => void }) {
  const notify = useNotify();
  const { data: usuario, error: errorAlLeer } = useQuery({
    queryKey: ['usuario-actual', 'segundo-factor'],
    queryFn: async () => (await dataProvider.usuarioActual()).data,
    gcTime: 0,
  });
  const [inscribiendo, setInscribiendo] = useState(false);
  const [activado, setActivado] = useState<Activado>();
  const desactivacion = useCodigo(
    (codigo) => dataProvider.desactivarSegundoFactor(codigo),
    ({ data }) => {
      notify(data.message, { type: 'success' });
      onCerrar();
    },
  );

  if (errorAlLeer) return <DialogContent>{mensajeDeError(errorAlLeer, 'Error al leer su usuario')}</DialogContent>;
  if (!usuario) {
    return (
      <DialogContent>
        <CircularProgress size={24} />
      </DialogContent>
    );
  }
  if (activado) {
    return (
      <DialogContent>
        <CodigosDeRecuperacion codigos={activado.CodigosDeRecuperacion} onListo={onCerrar} />
      </DialogContent>
    );
  }
  if (inscribiendo) {
    return (
      <DialogContent>
        <Inscripcion
          onActivado={(resultado) => {
            // Turning it on ends every earlier session, this one's token too: the new one keeps it going.
            guardarSesion(resultado.token);
            setActivado(resultado);
          }}
        />
      </DialogContent>
    );
  }
  if (usuario.SegundoFactor) {
    return (
      <form onSubmit={desactivacion.onSubmit} noValidate>
        <DialogContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            Su cuenta pide un código de la aplicación de autenticación al ingresar.
          </Alert>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Para desactivarlo, escriba un código de la aplicación o uno de recuperación.
          </Typography>
          <CampoCodigo error={desactivacion.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCerrar}>Cancelar</Button>
          <Button type="submit" color="error" variant="contained" disabled={desactivacion.enviando}>
            Desactivar
          </Button>
        </DialogActions>
      </form>
    );
  }
  return (
    <>
      <DialogContent>
        <Typography variant="body2">
          Además de la contraseña, al ingresar se le pedirá un código que cambia cada 30 segundos en una aplicación de su teléfono: quien conozca
          su contraseña no podrá entrar sin él.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button variant="contained" onClick={() => setInscribiendo(true)}>
          Activar
        </Button>
      </DialogActions>
    </>
  );
}
