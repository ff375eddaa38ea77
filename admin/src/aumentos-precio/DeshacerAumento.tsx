import UndoIcon from '@mui/icons-material/Undo';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { Aumento } from '#dominio/precios';
import { Boton } from '../common/Boton';
import { DialogoDeConfirmacion } from '../common/DialogoDeConfirmacion';
import { useDialogoDeAccion } from '../common/useDialogoDeAccion';
import { hoyNegocio } from '../common/zonaNegocio';
import type { AppDataProvider } from '../dataProvider';

/** What may still be undone: a scheduled increase, or one applied today (the server has the last word). */
export const sePuedeDeshacer = (a: Aumento) =>
  a.Estado === 'Programado' || (a.Estado === 'Aplicado' && a.AplicadoAt !== null && hoyNegocio(new Date(a.AplicadoAt)) === hoyNegocio());

/** "Deshacer" on an increase: a scheduled one is cancelled, an applied one gives every price back. */
export function DeshacerAumento() {
  const aumento = useRecordContext<Aumento & { id: number }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { abierto, abrir, cerrar, error, ejecutar } = useDialogoDeAccion('Aumento deshecho', 'No se pudo deshacer el aumento');
  if (!aumento || !sePuedeDeshacer(aumento)) return null;
  const programado = aumento.Estado === 'Programado';
  return (
    <>
      <Boton label="Deshacer" onClick={abrir}>
        <UndoIcon />
      </Boton>
      <DialogoDeConfirmacion
        abierto={abierto}
        titulo="Deshacer el aumento"
        error={error}
        accion="Deshacer"
        onCancelar={cerrar}
        onConfirmar={() => void ejecutar(() => dataProvider.deshacerAumento(aumento.id, aumento.Version))}
      >
        {programado
          ? `${aumento.Descripcion}: no llegará a aplicarse.`
          : `${aumento.Descripcion}: los ${aumento.Productos} precios que cambió vuelven a los anteriores.`}
      </DialogoDeConfirmacion>
    </>
  );
}
