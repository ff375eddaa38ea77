import { useEffect, useState } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Alert,
  Box,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useCanAccess, useDataProvider, useRefresh } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { entregas, type Lote } from '#dominio/lotes';
import type { AppDataProvider } from '../dataProvider';
import { Boton } from '../common/Boton';
import { EstadoChip } from '../common/EstadoChip';
import { FechaInput } from '../common/FechaInput';
import { mensajeDeError } from '../common/errores';
import { formatFecha } from '../common/format';
import { useEsTelefono } from '../common/ListaAdaptable';
import { useClaveDeEnvio } from '../common/useClaveDeEnvio';
import { hoyNegocio } from '../common/zonaNegocio';

/** How often the dialog asks how the batch goes. */
const CADA_MS = 1000;
const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** Orders done out of the batch's: answered by ARCA, or refused before it; the pending count once the sending ended. */
const hechos = (l: Pick<Lote, 'Autorizados' | 'Rechazados' | 'Pendientes' | 'Terminado'>) =>
  l.Autorizados + l.Rechazados + (l.Terminado ? l.Pendientes : 0);

function Resultado({ r }: { r: Lote['Resultados'][number] }) {
  const detalle = r.Estado === 'Pendiente de CAE' ? 'ARCA todavía no respondió: se reenvía sola' : r.Mensaje;
  return (
    <ListItem disableGutters sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <ListItemText
        primary={`Pedido #${r.PedidoID}${r.Comprobante ? ` · ${r.Comprobante}` : ''}`}
        secondary={detalle}
        sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
      />
      <EstadoChip estado={r.Estado} />
    </ListItem>
  );
}

/** The batch's progress, polled until its sending ends, and each order's result. */
function Avance({ id, alTerminar }: { id: number; alTerminar: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: lote } = useQuery({
    queryKey: ['loteDeFacturacion', id],
    queryFn: async () => (await dataProvider.loteDeFacturacion(id)).data,
    refetchInterval: (q) => (q.state.data?.Terminado ? false : CADA_MS),
  });
  const terminado = lote?.Terminado === true;
  // The list behind shows the new comprobantes once the sending ended.
  useEffect(() => {
    if (terminado) alTerminar();
  }, [terminado, alTerminar]);
  if (!lote) return <LinearProgress aria-label="Facturando" />;
  const hecho = hechos(lote);
  return (
    <Stack spacing={2}>
      <Box>
        <LinearProgress variant="determinate" value={lote.Total ? (100 * hecho) / lote.Total : 100} aria-label="Avance del lote" />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {`${hecho} de ${lote.Total}`}
          {lote.Terminado && ` · ${lote.Autorizados} autorizadas, ${lote.Pendientes} pendientes de CAE, ${lote.Rechazados} rechazadas`}
        </Typography>
      </Box>
      <MuiList dense aria-label="Resultado de cada pedido">
        {lote.Resultados.map((r) => (
          <Resultado key={r.PedidoID} r={r} />
        ))}
      </MuiList>
    </Stack>
  );
}

/** How many orders the day chosen would invoice, and "Facturar" for them. */
function Previa({ alIniciar }: { alIniciar: (id: number) => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const fecha: string = useWatch({ name: 'Fecha' }) ?? '';
  const valida = DIA.test(fecha);
  const { data: previa } = useQuery({
    queryKey: ['previaLote', fecha],
    queryFn: async () => (await dataProvider.previaLote(fecha)).data,
    enabled: valida,
  });
  const { enviar } = useClaveDeEnvio();
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string>();
  const facturar = async () => {
    setEnviando(true);
    setError(undefined);
    try {
      alIniciar((await enviar((clave) => dataProvider.facturarEntregas(fecha, clave))).data.LoteID);
    } catch (e) {
      setError(mensajeDeError(e, 'No se pudo facturar las entregas'));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Stack spacing={2}>
      {previa && previa.Fecha === fecha && (
        <DialogContentText>
          {previa.Pedidos === 0
            ? `No hay entregas sin facturar del ${formatFecha(fecha)}.`
            : `Se hará una factura por cada pedido entregado el ${formatFecha(fecha)} que todavía no la tiene: ${entregas(previa.Pedidos)}.`}
        </DialogContentText>
      )}
      {previa?.LoteEnCurso && (
        <Alert severity="info" action={<Boton label="Ver el avance" onClick={() => alIniciar(previa.LoteEnCurso!)} />}>
          Ya se están facturando las entregas de ese día.
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        {/* Words, not an icon: on a phone an icon button would lose them, and this is the dialog's one action. */}
        <Boton
          label={previa?.Pedidos ? `Facturar ${entregas(previa.Pedidos)}` : 'Facturar'}
          variant="contained"
          onClick={facturar}
          disabled={!valida || !previa?.Pedidos || previa.Fecha !== fecha || enviando}
        />
      </Box>
    </Stack>
  );
}

/**
 * "Facturar entregas" (Supervisor and Administrador, issue 45): the day (today unless chosen), how many orders it
 * invoices, then the batch's progress as "N de M" and each order's result, polled while ARCA answers.
 */
export function FacturarEntregas() {
  const { canAccess } = useCanAccess({ resource: 'comprobantes', action: 'create' });
  const telefono = useEsTelefono();
  const refresh = useRefresh();
  const [abierto, setAbierto] = useState(false);
  const [loteId, setLoteId] = useState<number>();
  if (!canAccess) return null;
  const cerrar = () => {
    setAbierto(false);
    setLoteId(undefined);
  };
  return (
    <>
      <Boton label="Facturar entregas" onClick={() => setAbierto(true)}>
        <ReceiptLongIcon />
      </Boton>
      <Dialog open={abierto} onClose={cerrar} fullWidth maxWidth="sm" fullScreen={telefono} aria-labelledby="titulo-facturar-entregas">
        <DialogTitle id="titulo-facturar-entregas">Facturar entregas</DialogTitle>
        <DialogContent>
          {loteId === undefined ? (
            <Form defaultValues={{ Fecha: hoyNegocio() }}>
              <FechaInput source="Fecha" label="Día de las entregas" helperText={false} />
              <Previa alIniciar={setLoteId} />
            </Form>
          ) : (
            <Avance id={loteId} alTerminar={refresh} />
          )}
        </DialogContent>
        <DialogActions>
          <Boton label="Cerrar" onClick={cerrar} />
        </DialogActions>
      </Dialog>
    </>
  );
}
