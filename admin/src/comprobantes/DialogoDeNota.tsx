import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Form, type FormProps, SaveButton } from 'react-admin';
import { Boton } from '../common/Boton';

/**
 * The dialog of a note against an invoice (credit or debit): its button, a form of its own record (the page's, the
 * invoice, would take the place of its values), what it does, its fields, the server's error, and 'Emitir'.
 */
export function DialogoDeNota(props: {
  etiqueta: string;
  icono: ReactElement;
  titulo: string;
  explicacion: string;
  dialogo: { abierto: boolean; abrir: () => void; cerrar: () => void; error?: string };
  valoresIniciales: FormProps['record'];
  validar: FormProps['validate'];
  emitir: FormProps['onSubmit'];
  children: ReactNode;
}) {
  const { abierto, abrir, cerrar, error } = props.dialogo;
  return (
    <>
      <Boton label={props.etiqueta} variant="outlined" onClick={abrir}>
        {props.icono}
      </Boton>
      <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm">
        <Form record={props.valoresIniciales} validate={props.validar} onSubmit={props.emitir} noValidate>
          <DialogTitle>{props.titulo}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>{props.explicacion}</DialogContentText>
            {props.children}
            {error && <Alert severity="error">{error}</Alert>}
          </DialogContent>
          <DialogActions>
            <Boton label="Cancelar" onClick={cerrar} />
            <SaveButton label="Emitir" icon={props.icono} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
