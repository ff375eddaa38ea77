import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useEsTelefono } from '../common/ListaAdaptable';

/** A stop action's dialog: full screen on a phone, with big buttons within a thumb's reach. */
export function DialogoParada({
  titulo,
  confirmar,
  onConfirmar,
  onCerrar,
  children,
}: {
  titulo: string;
  confirmar: string;
  onConfirmar: () => void;
  onCerrar: () => void;
  children: ReactNode;
}) {
  const telefono = useEsTelefono();
  return (
    <Dialog open fullScreen={telefono} fullWidth maxWidth="sm" onClose={onCerrar} aria-labelledby="titulo-dialogo-parada">
      <DialogTitle id="titulo-dialogo-parada">{titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        <Button size="large" onClick={onCerrar} sx={{ flex: 1 }}>
          Cancelar
        </Button>
        <Button size="large" variant="contained" onClick={onConfirmar} sx={{ flex: 1 }}>
          {confirmar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
