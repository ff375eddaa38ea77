import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SendIcon from '@mui/icons-material/Send';
import { Form, SaveButton, TextInput, useDataProvider, useListContext, useRecordContext, type Identifier } from 'react-admin';
import { enviarCorreoSchema } from '#dominio/correos';
import { Boton } from '../common/Boton';
import { useDialogoDeAccion } from '../common/useDialogoDeAccion';
import { validarCon } from '../common/validarCon';
import type { AppDataProvider } from '../dataProvider';

const validarEnvio = validarCon(enviarCorreoSchema);

/**
 * "Enviar por correo" (issue 49): the statement of the days the list shows, with its PDF, to the client's address or
 * another one typed here. It goes through the outbox: the notice says whether it will leave or stay in Correos.
 */
export function EnviarResumen({ clienteId }: { clienteId: Identifier }) {
  const cliente = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const { abierto, abrir, cerrar, error, ejecutar } = useDialogoDeAccion<{ message: string }>(
    (respuesta) => respuesta.message,
    'No se pudo enviar el resumen',
  );
  const enviar = (valores: Record<string, unknown>) =>
    ejecutar(() =>
      dataProvider.enviarResumenPorCorreo(
        clienteId,
        { desde: filterValues.fechaDesde, hasta: filterValues.fechaHasta },
        String(valores.Para ?? ''),
      ),
    );
  return (
    <>
      <Boton label="Enviar por correo" onClick={abrir}>
        <MailOutlineIcon />
      </Boton>
      <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm">
        <Form defaultValues={{ Para: cliente?.Email ?? '' }} validate={validarEnvio} onSubmit={enviar} noValidate>
          <DialogTitle>Enviar el resumen de cuenta por correo</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              El resumen de los días que muestra la lista (el mes en curso si no se eligieron), en PDF.
            </DialogContentText>
            <TextInput source="Para" label="Para" type="email" autoFocus />
            {error && <Alert severity="error">{error}</Alert>}
          </DialogContent>
          <DialogActions>
            <Boton label="Cancelar" onClick={cerrar} />
            <SaveButton label="Enviar" icon={<SendIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
