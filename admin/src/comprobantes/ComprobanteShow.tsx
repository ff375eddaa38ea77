import {
  Box,
  Card,
  CardContent,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { ReferenceField, Show, useCanAccess, useDataProvider, useGetList, useGetOne, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Comprobante, nombreAlicuota, nombreComprobante } from '#dominio/facturacion';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';
import { Boton } from '../common/Boton';
import { Dato } from '../common/Dato';
import { EstadoChip } from '../common/EstadoChip';
import { formatFecha, formatMoneda } from '../common/format';
import { PapelButton } from '../common/PapelButton';
import { EnviarPorCorreo } from '../common/EnviarPorCorreo';
import type { AppDataProvider } from '../dataProvider';
import { useCargaDeDetalle } from '../common/useCargaDeDetalle';
import { NotaDeCredito } from './NotaDeCredito';
import { NotaDeDebito } from './NotaDeDebito';

type Registro = Comprobante & { id: number };

/** /comprobantes/{id}: the comprobante with its lines, orders and CAE; a Factura lists its credit and debit notes (issue 45). */
export function ComprobanteShow() {
  const queryOptions = useCargaDeDetalle('comprobantes', 'Comprobante no encontrado', 'Error al cargar el comprobante');
  return (
    // The card may shrink below its table's width, so on a phone the table scrolls, not the page.
    <Show title={<Titulo />} actions={false} component="div" queryOptions={queryOptions} sx={{ '& .RaShow-card': { minWidth: 0 } }}>
      <Contenido />
    </Show>
  );
}

function Titulo() {
  const c = useRecordContext<Registro>();
  return <>{c ? nombreComprobante(c) : 'Comprobante'}</>;
}

const enlace = (to: string, texto: string) => (
  <MuiLink component={Link} to={to}>
    {texto}
  </MuiLink>
);

function Contenido() {
  const c = useRecordContext<Registro>();
  const esFactura = c?.Tipo === 'Factura';
  const { data: notas = [] } = useGetList<Registro>(
    'comprobantes',
    { filter: { ComprobanteAsociadoID: c?.id }, sort: { field: 'Fecha', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: esFactura },
  );
  const { data: factura } = useGetOne<Registro>(
    'comprobantes',
    { id: c?.ComprobanteAsociadoID ?? undefined },
    { enabled: Boolean(c?.ComprobanteAsociadoID) },
  );
  if (!c) return null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
        <Boton component={Link} to="/comprobantes" label="Volver">
          <ArrowBackIcon />
        </Boton>
        <Typography variant="h5" component="h1">
          {nombreComprobante(c)}
        </Typography>
        <EstadoChip estado={c.Estado} />
        <Box sx={{ flex: 1 }} />
        {c.CAE && <PapelButton label="Descargar PDF" icon={<PictureAsPdfIcon />} />}
        <EnviarComprobante c={c} />
        <NotaDeCredito factura={c} notas={notas} />
        <NotaDeDebito factura={c} />
      </Box>
      <PestanasConActividad
        pestanas={[{ etiqueta: 'Datos', contenido: <DetalleComprobante c={c} notas={esFactura ? notas : undefined} factura={factura} /> }]}
      />
    </>
  );
}

/** "Enviar por correo" of an authorized comprobante, for whoever invoices (Supervisor and Administrador). */
function EnviarComprobante({ c }: { c: Registro }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'comprobantes', action: 'create' });
  const { data: cliente } = useGetOne('clientes', { id: c.ClienteID }, { enabled: Boolean(canAccess && c.CAE) });
  if (!canAccess || !c.CAE) return null;
  return (
    <EnviarPorCorreo
      titulo={`Enviar la ${nombreComprobante(c)} por correo`}
      descripcion="El comprobante en PDF, al cliente o a otra dirección."
      paraInicial={cliente?.Email}
      enviar={(para, clave) => dataProvider.enviarComprobantePorCorreo(c.id, para, clave)}
    />
  );
}

function DetalleComprobante({ c, notas, factura }: { c: Registro; notas?: Registro[]; factura?: Registro }) {
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <Dato etiqueta="Cliente">
            <ReferenceField record={c} source="ClienteID" reference="clientes" link="edit" />
          </Dato>
          <Dato etiqueta="Fecha">{formatFecha(c.Fecha)}</Dato>
          <Dato etiqueta="Total">{formatMoneda(c.ImpTotal)}</Dato>
          <Dato etiqueta="Neto">{formatMoneda(c.ImpNeto)}</Dato>
          <Dato etiqueta="IVA">{formatMoneda(c.ImpIVA)}</Dato>
          <Dato etiqueta="Exento">{formatMoneda(c.ImpOpEx)}</Dato>
          <Dato etiqueta="CAE">{c.CAE ? `${c.CAE} (vence el ${formatFecha(c.CAEVence)})` : 'Sin CAE'}</Dato>
          <Dato etiqueta="Pedidos">
            {c.PedidoIDs.length === 0
              ? '—'
              : c.PedidoIDs.map((id, i) => (
                  <span key={id}>
                    {i > 0 && ', '}
                    {enlace(`/pedidos/${id}`, `Pedido #${id}`)}
                  </span>
                ))}
          </Dato>
          {c.ComprobanteAsociadoID !== null && (
            <>
              <Dato etiqueta="Factura">
                {enlace(`/comprobantes/${c.ComprobanteAsociadoID}`, factura ? nombreComprobante(factura) : `#${c.ComprobanteAsociadoID}`)}
              </Dato>
              {c.Clase && <Dato etiqueta="Clase">{c.Clase}</Dato>}
              <Dato etiqueta="Motivo">{c.Motivo}</Dato>
            </>
          )}
        </Box>
        {c.DePrueba && (
          <Typography variant="body2" color="text.secondary">
            Comprobante de prueba — sin validez fiscal
          </Typography>
        )}
        {c.Observaciones.length > 0 && (
          <Dato etiqueta="Respuesta de ARCA">{c.Observaciones.map((o) => `${o.codigo}: ${o.mensaje}`).join(' · ')}</Dato>
        )}
        <Lineas c={c} />
        {notas && <NotasDeLaFactura notas={notas} />}
      </CardContent>
    </Card>
  );
}

function Lineas({ c }: { c: Registro }) {
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Líneas
      </Typography>
      <TableContainer tabIndex={0} aria-label="Líneas del comprobante">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Descripción</TableCell>
              <TableCell align="right">Cantidad</TableCell>
              <TableCell align="right">Precio</TableCell>
              <TableCell align="right">Importe</TableCell>
              <TableCell>IVA</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {c.lineas.map((l) => (
              <TableRow key={l.Renglon}>
                <TableCell>{l.Descripcion}</TableCell>
                <TableCell align="right">{l.Cantidad}</TableCell>
                <TableCell align="right">{formatMoneda(l.PrecioUnitario)}</TableCell>
                <TableCell align="right">{formatMoneda(l.Importe)}</TableCell>
                <TableCell>{nombreAlicuota(l.AlicuotaIVA)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

function NotasDeLaFactura({ notas }: { notas: Registro[] }) {
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Notas de crédito y débito
      </Typography>
      {notas.length === 0 ? (
        <Typography color="text.secondary">Ninguna.</Typography>
      ) : (
        <TableContainer tabIndex={0} aria-label="Notas de crédito y débito de la factura">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Nota</TableCell>
                <TableCell>Fecha</TableCell>
                <TableCell>Clase</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Estado</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {notas.map((n) => (
                <TableRow key={n.id}>
                  <TableCell>{enlace(`/comprobantes/${n.id}`, nombreComprobante(n))}</TableCell>
                  <TableCell>{formatFecha(n.Fecha)}</TableCell>
                  <TableCell>{n.Clase ?? '—'}</TableCell>
                  <TableCell align="right">{formatMoneda(n.ImpTotal)}</TableCell>
                  <TableCell>
                    <EstadoChip estado={n.Estado} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
