import { type ComponentType, type ReactNode, Suspense, useId, useState } from 'react';
import { useUserMenu } from 'react-admin';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListItemIcon,
  ListItemText,
  MenuItem,
} from '@mui/material';

// The user menu's items that open a dialog of the signed-in user's own (the password, the preferences): one way to
// open, close and load them.

/** An item of the user menu that opens `Formulario` (a lazy chunk, downloaded the first time) in a dialog titled `titulo`. */
export function ItemConDialogo({
  titulo,
  icono,
  Formulario,
}: {
  titulo: string;
  icono: ReactNode;
  Formulario: ComponentType<{ onCerrar: () => void }>;
}) {
  const userMenu = useUserMenu();
  const [abierto, setAbierto] = useState(false);
  const idTitulo = useId();

  const cerrar = () => {
    setAbierto(false);
    userMenu?.onClose();
  };

  return (
    <>
      <MenuItem onClick={() => setAbierto(true)}>
        <ListItemIcon>{icono}</ListItemIcon>
        <ListItemText>{titulo}</ListItemText>
      </MenuItem>
      {/* Keys typed in the dialog must not reach the menu behind it, whose type-ahead would take the focus. */}
      <Dialog open={abierto} onClose={cerrar} aria-labelledby={idTitulo} onKeyDown={(e) => e.stopPropagation()}>
        <DialogTitle id={idTitulo}>{titulo}</DialogTitle>
        {/* The dialog mounts its content only while open: the form is downloaded the first time. */}
        <Suspense
          fallback={
            <DialogContent>
              <CircularProgress size={24} />
            </DialogContent>
          }
        >
          <Formulario onCerrar={cerrar} />
        </Suspense>
      </Dialog>
    </>
  );
}

/** Such a dialog's buttons: Cancelar closes it, Guardar submits its form (off while it is being sent). */
export function AccionesDelDialogo({ onCerrar, enviando }: { onCerrar: () => void; enviando: boolean }) {
  return (
    <DialogActions>
      <Button onClick={onCerrar}>Cancelar</Button>
      <Button type="submit" variant="contained" disabled={enviando}>
        Guardar
      </Button>
    </DialogActions>
  );
}
