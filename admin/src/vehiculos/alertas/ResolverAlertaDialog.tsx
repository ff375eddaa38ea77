import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { AlertaDocumento } from '#dominio/alertas';
import { useRefrescarFlota } from '../useRefrescarFlota';

/** 'Error al resolver la alerta: ' + the server's error field, else the error's own message. */
export function mensajeErrorResolver(error: unknown): string {
  const body = (error as { body?: { error?: string } } | null)?.body;
  const detalle = body?.error ?? (error as Error | null)?.message ?? '';
  return `Error al resolver la alerta: ${detalle}`;
}

/**
 * Resolving marks the document as reviewed (with the optional comment): it leaves the alert list,
 * and the list and its top-bar badge reload at once.
 */
export function ResolverAlertaDialog({ alerta, onClose }: { alerta: AlertaDocumento | null; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refrescarFlota = useRefrescarFlota();
  const [comentario, setComentario] = useState('');
  const [enviando, setEnviando] = useState(false);

  const cerrar = () => {
    setComentario('');
    onClose();
  };

  const confirmar = async () => {
    if (!alerta) return;
    const id = alerta.id ?? alerta.documentoId;
    if (id === undefined || id === null) {
      notify('La alerta no tiene ID. El backend necesita ser actualizado.', { type: 'error' });
      return;
    }
    setEnviando(true);
    try {
      await dataProvider.resolverAlerta(id, comentario.trim() || null);
      notify('Alerta resuelta correctamente', { type: 'success' });
      cerrar();
    } catch (error) {
      notify(mensajeErrorResolver(error), { type: 'error' });
    } finally {
      setEnviando(false);
      // The badge reads the alert list's own query: it drops as soon as the list comes back.
      await refrescarFlota();
    }
  };

  return (
    <Dialog open={alerta !== null} onClose={cerrar} fullWidth maxWidth="sm">
      <DialogTitle>Resolver Alerta de Documento</DialogTitle>
      <DialogContent>
        {alerta && (
          <DialogContentText sx={{ mb: 2 }}>
            {alerta.documento} {alerta.numeroDocumento} del vehículo {alerta.vehiculo}
          </DialogContentText>
        )}
        <TextField
          label="Comentario (opcional)"
          value={comentario}
          onChange={(event) => setComentario(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={cerrar} disabled={enviando}>
          Cancelar
        </MuiButton>
        <MuiButton onClick={confirmar} variant="contained" disabled={enviando}>
          Confirmar Resolución
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
