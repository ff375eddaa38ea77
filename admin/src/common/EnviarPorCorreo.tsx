import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SendIcon from '@mui/icons-material/Send';
import { Form, SaveButton, TextInput } from 'react-admin';
import { enviarCorreoSchema } from '#dominio/correos';
import { Boton } from './Boton';
import { useDialogoDeAccion } from './useDialogoDeAccion';
import { validarCon } from './validarCon';

const validarEnvio = validarCon(enviarCorreoSchema);

/**
 * "Enviar por correo" (issue 49): a printed document to the record's address or another one typed here, through the
 * outbox; the notice says whether it will leave or stay in Correos.
 */
export function EnviarPorCorreo({
  titulo,
  descripcion,
  paraInicial,
  enviar,
}: {
  titulo: string;
  descripcion: string;
  paraInicial?: string | null;
  enviar: (para: string) => Promise<{ message: string }>;
}) {
  const { abierto, abrir, cerrar, error, ejecutar } = useDialogoDeAccion<{ message: string }>(
    (respuesta) => respuesta.message,
    'No se pudo enviar el correo',
  );
  return (
    <>
      <Boton label="Enviar por correo" onClick={abrir}>
        <MailOutlineIcon />
      </Boton>
      <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm">
        <Form
          defaultValues={{ Para: paraInicial ?? '' }}
          validate={validarEnvio}
          onSubmit={(v: Record<string, unknown>) => ejecutar(() => enviar(String(v.Para ?? '')))}
          noValidate
        >
          <DialogTitle>{titulo}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{descripcion}</DialogContentText>
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
