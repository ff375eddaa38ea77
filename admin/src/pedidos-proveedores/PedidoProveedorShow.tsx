import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Show, useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { Link } from 'react-router-dom';
import { subtotal } from '#dominio/lineas';
import { cambioEstadoPedidoProveedorSchema, type PedidoProveedor } from '#dominio/pedidos';
import { CambioEstadoPanel } from '../common/CambioEstadoPanel';
import { Dato } from '../common/Dato';
import { PapelButton } from '../common/PapelButton';
import { EnviarPorCorreo } from '../common/EnviarPorCorreo';
import type { AppDataProvider } from '../dataProvider';
import { EstadoChip } from '../common/EstadoChip';
import { formatFecha, formatMoneda } from '../common/format';
import { nombreCompleto } from '../common/persona';
import { Boton } from '../common/Boton';
import { PieTotal } from '../common/PieTotal';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';

const LISTA = '/pedidos-proveedores';

function Titulo() {
  const pedido = useRecordContext();
  return <>{pedido ? `Pedido #${pedido.PedidoProveedorID}` : 'Pedido a Proveedor'}</>;
}

/** /pedidos-proveedores/{id}: the order, its lines and the total the API computes, and the status selector. */
export function PedidoProveedorShow() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Show
      title={<Titulo />}
      actions={false}
      component="div"
      queryOptions={{
        retry: false,
        // The spec's texts for this screen, then back to the list.
        onError: (error) => {
          notify((error as { status?: number }).status === 404 ? 'Pedido no encontrado' : 'Error al cargar el pedido', { type: 'error' });
          redirect('list', 'pedidos-proveedores');
        },
      }}
    >
      <EncabezadoPedidoProveedor />
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <DetallePedidoProveedor /> }]} />
    </Show>
  );
}

/** Back to the list, the order's number and status, its PDF and its history. */
function EncabezadoPedidoProveedor() {
  const pedido = useRecordContext<PedidoProveedor & { id: number }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!pedido) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
      <Boton component={Link} to={LISTA} label="Volver">
        <ArrowBackIcon />
      </Boton>
      <Typography variant="h5" component="h1">
        Pedido #{pedido.PedidoProveedorID}
      </Typography>
      <EstadoChip estado={pedido.Estado} />
      <Box sx={{ flex: 1 }} />
      <PapelButton label="Descargar PDF" icon={<PictureAsPdfIcon />} />
      <EnviarPorCorreo
        titulo={`Enviar la orden de compra #${pedido.PedidoProveedorID} por correo`}
        descripcion="La orden de compra en PDF, al proveedor o a otra dirección."
        paraInicial={pedido.Proveedor?.Email}
        enviar={(para, clave) => dataProvider.enviarOrdenPorCorreo(pedido.PedidoProveedorID, para, clave)}
      />
      <Boton component={Link} to={`${LISTA}/${pedido.PedidoProveedorID}/historial`} label="Ver Historial">
        <HistoryIcon />
      </Boton>
    </Box>
  );
}

/** The supplier, the lines and the total the API computes, and the status selector. */
function DetallePedidoProveedor() {
  const pedido = useRecordContext<PedidoProveedor & { id: number }>();
  if (!pedido) return null;
  const { Proveedor: proveedor, DetallePedidoProveedors: detalles = [] } = pedido;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' }, alignItems: 'start' }}>
      <Card>
        <CardContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, mb: 2 }}>
            <Dato etiqueta="Proveedor">
              {proveedor?.Nombre}
              <Typography variant="body2" color="text.secondary">
                {[proveedor?.Telefono, proveedor?.Email].filter(Boolean).join(' · ')}
              </Typography>
            </Dato>
            <Dato etiqueta="Fecha">{formatFecha(pedido.FechaPedido, true)}</Dato>
            <Dato etiqueta="Creado por">{nombreCompleto(pedido.Usuario) || 'Sistema'}</Dato>
          </Box>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Producto</TableCell>
                <TableCell align="right">Cantidad</TableCell>
                <TableCell align="right">Precio Unitario</TableCell>
                <TableCell align="right">Subtotal</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detalles.map((d) => (
                <TableRow key={d.DetallePedidoProveedorID}>
                  <TableCell>{d.Producto?.Nombre}</TableCell>
                  <TableCell align="right">{d.Cantidad}</TableCell>
                  <TableCell align="right">{formatMoneda(d.PrecioUnitario)}</TableCell>
                  <TableCell align="right">{formatMoneda(subtotal(d))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <PieTotal columnas={3} total={pedido.Total} />
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Cambiar Estado
          </Typography>
          <CambioEstadoPanel schema={cambioEstadoPedidoProveedorSchema} />
        </CardContent>
      </Card>
    </Box>
  );
}
