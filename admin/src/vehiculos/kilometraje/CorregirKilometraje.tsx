import { useState } from 'react';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { mensajeDeError, registroActualDeConflicto } from '../../common/errores';
import { useRefrescarFlota } from '../useRefrescarFlota';
import { validarCorreccionKilometraje } from '../validaciones';
import { Boton } from '../../common/Boton';

/**
 * 'Corregir kilometraje' (Administrador only): sets the vehicle's mileage to any reading, lower too,
 * with a required reason that the mileage history shows; over the version of the vehicle shown, so a
 * reading made meanwhile is a 409 instead of being thrown away.
 */
export function CorregirKilometraje() {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: 'kilometraje', action: 'corregir' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const refrescarFlota = useRefrescarFlota();
  const [abierto, setAbierto] = useState(false);
  const [kilometraje, setKilometraje] = useState('');
  const [motivo, setMotivo] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  if (!canAccess || !record) return null;

  const cerrar = () => {
    setAbierto(false);
    setKilometraje('');
    setMotivo('');
    setErrores({});
  };

  const confirmar = async () => {
    const valores = { kilometraje, motivo };
    const problemas = validarCorreccionKilometraje(valores);
    setErrores(problemas);
    if (Object.keys(problemas).length > 0) return;
    setEnviando(true);
    try {
      await dataProvider.corregirKilometraje(record, { kilometraje: Number(kilometraje), motivo: motivo.trim() });
      notify('Kilometraje corregido', { type: 'success' });
      cerrar();
      await refrescarFlota();
      refresh();
    } catch (e) {
      setErrores({ _: mensajeDeError(e, 'Error al corregir el kilometraje') });
      // Refused over an older version (a reading came meanwhile): the vehicle as it is now, for a correction over it.
      if (registroActualDeConflicto(e)) refresh();
    } finally {
      setEnviando(false);
    }
  };

  return (
    <>
      <Boton label="Corregir kilometraje" onClick={() => setAbierto(true)}>
        <EditNoteIcon />
      </Boton>
      <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm">
        <DialogTitle>Corregir kilometraje</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            El nuevo kilometraje puede ser menor al actual. Los últimos cambios de aceite y correa que lo superen bajan a él.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Nuevo kilometraje"
              type="number"
              value={kilometraje}
              onChange={(event) => setKilometraje(event.target.value)}
              error={Boolean(errores.kilometraje)}
              helperText={errores.kilometraje}
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
              autoFocus
            />
            <TextField
              label="Motivo"
              value={motivo}
              onChange={(event) => setMotivo(event.target.value)}
              error={Boolean(errores.motivo)}
              helperText={errores.motivo}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            {errores._ && <Alert severity="error">{errores._}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={cerrar} disabled={enviando}>
            Cancelar
          </MuiButton>
          <MuiButton onClick={confirmar} variant="contained" disabled={enviando}>
            Corregir
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
