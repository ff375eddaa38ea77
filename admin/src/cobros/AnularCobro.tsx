import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Form, SaveButton, TextInput, useCanAccess, useDataProvider, useRecordContext } from 'react-admin';
import { Boton } from '../common/Boton';
import type { AppDataProvider } from '../dataProvider';
import { useDialogoDeAccion } from '../common/useDialogoDeAccion';
import { formatMoneda } from '../common/format';
import { validarAnulacion } from './validaciones';

/**
 * 'Anular cobro' (Administrador): with a reason, the payment is voided; the client's account owes it
 * again and the deliveries it covered open again.
 */
export function AnularCobro() {
  const cobro = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'cobros', action: 'anular' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const { abierto, abrir, cerrar, error, ejecutar } = useDialogoDeAccion('Cobro anulado correctamente', 'Error al anular el cobro');
  if (!canAccess || !cobro || cobro.Anulado) return null;
  const anular = (valores: Record<string, unknown>) => ejecutar(() => dataProvider.anularCobro(cobro, String(valores.Motivo ?? '')));

  return (
    <>
      <Boton label="Anular cobro" color="error" variant="outlined" onClick={abrir}>
        <BlockIcon />
      </Boton>
      <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm">
        <Form defaultValues={{ Motivo: '' }} validate={validarAnulacion} onSubmit={anular} noValidate>
          <DialogTitle>Anular cobro #{cobro.CobroID}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              El cobro de {formatMoneda(cobro.Importe)} queda anulado y la cuenta del cliente vuelve a deberlo. No se puede deshacer.
            </DialogContentText>
            <TextInput source="Motivo" label="Motivo" multiline minRows={2} autoFocus />
            {error && <Alert severity="error">{error}</Alert>}
          </DialogContent>
          <DialogActions>
            <Boton label="Cancelar" onClick={cerrar} />
            <SaveButton label="Anular" icon={<BlockIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
