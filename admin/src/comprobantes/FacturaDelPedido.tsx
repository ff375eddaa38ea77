import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Box, Card, CardContent, CardHeader, Link as MuiLink, Typography } from '@mui/material';
import { RecordContextProvider, ResourceContextProvider, useCanAccess, useCreate, useGetList, useNotify, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { SIN_VALIDEZ_FISCAL } from '#dominio/comprobanteImpreso';
import { type Comprobante, mensajeDeEnvio, nombreComprobante } from '#dominio/facturacion';
import { facturaQueRetiene } from '#dominio/notasDeCredito';
import { Boton } from '../common/Boton';
import { Dato } from '../common/Dato';
import { formatFecha } from '../common/format';
import { EstadoChip } from '../common/EstadoChip';
import { PapelButton } from '../common/PapelButton';
import { useClaveDeEnvio } from '../common/useClaveDeEnvio';
import type { ConClave } from '../dataProvider/idempotencia';

/**
 * The order's invoice on its page (issue 45): each comprobante made of it (its credit notes too) with its CAE state and a
 * link to its page, or, for a completed order not yet invoiced, "Facturar" (Supervisor and Administrador) that asks ARCA
 * for the CAE at once; an authorized one is downloaded as its PDF.
 */
export function FacturaDelPedido({ pedidoId, completado }: { pedidoId: number; completado: boolean }) {
  const { data: comprobantes = [], isPending } = useGetList<Comprobante & { id: number }>('comprobantes', {
    filter: { PedidoID: pedidoId },
    sort: { field: 'Fecha', order: 'ASC' },
    pagination: { page: 1, perPage: 10 },
  });
  const { canAccess: factura } = useCanAccess({ resource: 'comprobantes', action: 'create' });
  const [crear, { isPending: facturando }] = useCreate();
  const { clave, despues } = useClaveDeEnvio();
  const notify = useNotify();
  const refresh = useRefresh();
  if (isPending) return null;
  // An invoice credited whole no longer holds the order: completed again, it is invoiced again.
  const vigente = facturaQueRetiene(comprobantes) !== undefined;
  if (!completado && comprobantes.length === 0) return null;

  // Under the card's Idempotency-Key: a double click, or a retry after a lost answer, makes one Factura.
  const facturar = () =>
    crear(
      'comprobantes',
      { data: { PedidoIDs: [pedidoId] }, meta: { claveIdempotencia: clave } satisfies ConClave },
      {
        onSuccess: (c) => {
          despues(clave);
          notify(mensajeDeEnvio(c), { type: c.Estado === 'Autorizado' ? 'success' : 'warning' });
          refresh();
        },
        onError: (error) => {
          despues(clave, error);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  return (
    <Card>
      <CardHeader title="Factura" />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {comprobantes.map((c) => (
          <Box key={c.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <MuiLink component={Link} to={`/comprobantes/${c.id}`} sx={{ fontWeight: 500 }}>
                {nombreComprobante(c)}
              </MuiLink>
              <EstadoChip estado={c.Estado} />
            </Box>
            <Dato etiqueta="Fecha">{formatFecha(c.Fecha)}</Dato>
            {c.CAE && <Dato etiqueta="CAE">{`${c.CAE} (vence el ${formatFecha(c.CAEVence!)})`}</Dato>}
            {c.DePrueba && (
              <Typography variant="body2" color="text.secondary">
                {SIN_VALIDEZ_FISCAL}
              </Typography>
            )}
            {c.Observaciones.length > 0 && (
              <Dato etiqueta="Respuesta de ARCA">{c.Observaciones.map((o) => `${o.codigo}: ${o.mensaje}`).join(' · ')}</Dato>
            )}
            {c.CAE && (
              <Box>
                <ResourceContextProvider value="comprobantes">
                  <RecordContextProvider value={c}>
                    <PapelButton label="Descargar PDF" icon={<PictureAsPdfIcon />} />
                  </RecordContextProvider>
                </ResourceContextProvider>
              </Box>
            )}
          </Box>
        ))}
        {completado && !vigente && factura && (
          <Box>
            <Boton label="Facturar" onClick={facturar} disabled={facturando} variant="contained">
              <ReceiptIcon />
            </Boton>
          </Box>
        )}
        {completado && !vigente && !factura && (
          <Typography variant="body2" color="text.secondary">
            Sin facturar
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
