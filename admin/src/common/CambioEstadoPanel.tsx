import { useEffect, useState } from 'react';
import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import type { cambioEstadoPedidoProveedorSchema, cambioEstadoPedidoSchema } from '#dominio/pedidos';
import type { AppDataProvider } from '../dataProvider';
import { mensajeDeError, registroActualDeConflicto } from './errores';
import { reglaCambioEstado } from './cambioEstado';
import { EstadoChip } from './EstadoChip';
import { useConfirmacionDeLimite } from './useConfirmacionDeLimite';
import { validarCon } from './validarCon';
import { Boton } from './Boton';

interface Props {
  /** The status-change body of the order's kind: its Estado values and the rules of PUT .../estado. */
  schema: typeof cambioEstadoPedidoSchema | typeof cambioEstadoPedidoProveedorSchema;
  mensajeError?: string;
}

/**
 * The status selector of an order detail (sales and supplier orders): the states of its kind,
 * an optional comment for the history, and 'Actualizar Estado' following `reglaCambioEstado`.
 */
export function CambioEstadoPanel({ schema, mensajeError = 'Error al actualizar el estado' }: Props) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess: puedeNoPendiente } = useCanAccess({ resource, action: 'estado-no-pendiente' });
  const actual = String(record?.Estado ?? '');
  const [seleccion, setSeleccion] = useState(actual);
  const [comentario, setComentario] = useState('');
  const [error, setError] = useState<string>();
  const [enviando, setEnviando] = useState(false);
  // A sales order opened again above its client's credit limit: Supervisor and Administrador may change it anyway.
  const limite = useConfirmacionDeLimite();
  useEffect(() => setSeleccion(actual), [actual]);
  if (!record) return null;

  const { selectorHabilitado, botonHabilitado } = reglaCambioEstado({ actual, seleccion, puedeNoPendiente: Boolean(puedeNoPendiente) });

  const actualizar = async (confirmarLimite = false) => {
    const cambio = { estado: seleccion, comentario: comentario.trim() || undefined };
    const problema = Object.values(validarCon(schema)(cambio))[0];
    setError(problema);
    limite.tras();
    if (problema) return;
    setEnviando(true);
    try {
      await dataProvider.cambiarEstado(resource, record, cambio.estado, cambio.comentario, confirmarLimite);
      setComentario('');
      notify('Estado actualizado correctamente', { type: 'success' });
      refresh();
    } catch (e) {
      const mensaje = mensajeDeError(e, mensajeError);
      setError(mensaje);
      limite.tras(mensaje);
      // Refused over an older version: show the order as it is now (its state may have changed).
      if (registroActualDeConflicto(e)) refresh();
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TextField
        select
        label="Estado"
        size="small"
        value={seleccion}
        disabled={!selectorHabilitado || enviando}
        onChange={(event) => setSeleccion(event.target.value)}
      >
        {schema.shape.estado.options.map((estado) => (
          <MenuItem key={estado} value={estado}>
            <EstadoChip estado={estado} />
          </MenuItem>
        ))}
      </TextField>
      {!selectorHabilitado && (
        <Typography variant="caption" color="text.secondary">
          Solo un administrador puede cambiar el estado de un pedido que no está Pendiente.
        </Typography>
      )}
      <TextField
        label="Comentario (opcional)"
        size="small"
        multiline
        minRows={2}
        value={comentario}
        disabled={!selectorHabilitado || enviando}
        onChange={(event) => setComentario(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      {limite.ofrecer && (
        <Boton label="Cambiar igual" color="warning" variant="outlined" disabled={enviando} onClick={() => actualizar(true)}>
          <SyncIcon />
        </Boton>
      )}
      <Boton label="Actualizar Estado" variant="contained" disabled={!botonHabilitado || enviando} onClick={() => actualizar()}>
        <SyncIcon />
      </Boton>
    </Box>
  );
}
