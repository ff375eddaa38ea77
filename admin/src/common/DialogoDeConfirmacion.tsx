import type { ReactNode } from 'react';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** A question before an action: its title, what will happen, the server's error if it failed, Cancelar and the action's button. */
export function DialogoDeConfirmacion({
  abierto,
  titulo,
  children,
  error,
  accion,
  ocupado = false,
  onCancelar,
  onConfirmar,
}: {
  abierto: boolean;
  titulo: string;
  children: ReactNode;
  error?: string;
  /** The action button's label ('Confirmar', 'Deshacer'). */
  accion: string;
  ocupado?: boolean;
  onCancelar: () => void;
  onConfirmar: () => void;
}) {
  return (
    <Dialog open={abierto} onClose={onCancelar} aria-labelledby="dialogo-de-confirmacion">
      <DialogTitle id="dialogo-de-confirmacion">{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onCancelar}>Cancelar</MuiButton>
        <MuiButton variant="contained" onClick={onConfirmar} disabled={ocupado}>
          {accion}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
