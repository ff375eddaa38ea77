import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import type { AppDataProvider } from '../dataProvider';
import { mensajeDeError } from '../common/errores';
import { Boton } from '../common/Boton';

/** Forgets the user's failed sign-ins from every address, so a delayed user can sign in at once. */
export function DesbloquearIngresoButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [enviando, setEnviando] = useState(false);
  if (!record) return null;

  const desbloquear = async () => {
    setEnviando(true);
    try {
      await dataProvider.desbloquearIngreso(record.id);
      notify(`Ingreso desbloqueado: ${record.NombreUsuario} puede volver a intentar ahora`, { type: 'success' });
    } catch (error) {
      notify(mensajeDeError(error, 'Error al desbloquear el ingreso'), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Boton label="Desbloquear ingreso" disabled={enviando} onClick={desbloquear}>
      <LockOpenIcon />
    </Boton>
  );
}
