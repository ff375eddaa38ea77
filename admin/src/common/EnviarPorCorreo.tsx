import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SendIcon from '@mui/icons-material/Send';
import { Form, SaveButton, TextInput } from 'react-admin';
import { enviarCorreoSchema } from '#dominio/correos';
import { Boton } from './Boton';
import { useClaveDeEnvio } from './useClaveDeEnvio';
import { useDialogoDeAccion } from './useDialogoDeAccion';
import { validarCon } from './validarCon';

const validarEnvio = validarCon(enviarCorreoSchema);

/**
 * "Enviar por correo" (issue 49): a printed document to the record's address or another one typed here, through the
 * outbox, once however many times it is sent; the notice says whether it will leave or stay in Correos.
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
  /** Sends it to `para` under the dialog's Idempotency-Key `clave`. */
  enviar: (para: string, clave: string) => Promise<{ message: string }>;
}) {
  const { abierto, abrir, cerrar, error, ejecutar } = useDialogoDeAccion<{ message: string }>(
    (respuesta) => respuesta.message,
    'No se pudo enviar el correo',
  );
  // A double click or a retry after a lost answer sends once; each mail sent, a new key.
  const { enviar: conClave } = useClaveDeEnvio();
  return (
    <>
      <Boton label="Enviar por correo" onClick={abrir}>
        <MailOutlineIcon />
      </Boton>
      <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm">
        <Form
          defaultValues={{ Para: paraInicial ?? '' }}
          validate={validarEnvio}
          onSubmit={(v: Record<string, unknown>) => ejecutar(() => conClave((clave) => enviar(String(v.Para ?? ''), clave)))}
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
