import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { Aumento } from '#dominio/precios';
import { Boton } from '../common/Boton';
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
      <Dialog open={abierto} onClose={cerrar} aria-labelledby={`deshacer-${aumento.id}`}>
        <DialogTitle id={`deshacer-${aumento.id}`}>Deshacer el aumento</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {programado
              ? `${aumento.Descripcion}: no llegará a aplicarse.`
              : `${aumento.Descripcion}: los ${aumento.Productos} precios que cambió vuelven a los anteriores.`}
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={cerrar}>Cancelar</MuiButton>
          <MuiButton variant="contained" onClick={() => void ejecutar(() => dataProvider.deshacerAumento(aumento.id, aumento.Version))}>
            Deshacer
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
