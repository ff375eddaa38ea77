import { Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import PrintIcon from '@mui/icons-material/Print';
import { Show, TopToolbar, useDataProvider, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { subtotal } from '#dominio/lineas';
import { cambioEstadoPedidoSchema, type DetallePedido as LineaDelPedido, type Pedido } from '#dominio/pedidos';
import { formatoCantidad, formatoPorcentaje } from '#dominio/formatos';
import { nombrePack } from '#dominio/productos';
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
import { SOLO_PANTALLA_ANCHA, useEsTelefono } from '../common/ListaAdaptable';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';
import { EntregaPedido } from './EntregaPedido';
import { FacturaDelPedido } from '../comprobantes/FacturaDelPedido';

function Titulo() {
  const pedido = useRecordContext();
  return <>{pedido ? `Pedido #${pedido.PedidoID}` : 'Pedido'}</>;
}

function Acciones() {
  const pedido = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <Boton component={Link} label="Volver" to="/pedidos">
        <ArrowBackIcon />
      </Boton>
      {pedido && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <PapelButton label="Imprimir remito" icon={<PrintIcon />} />
          <EnviarPorCorreo
            titulo={`Enviar el remito del pedido #${pedido.PedidoID} por correo`}
            descripcion="El remito en PDF, al cliente o a otra dirección."
            paraInicial={pedido.Cliente?.Email}
            enviar={(para, clave) => dataProvider.enviarRemitoPorCorreo(pedido.id, para, clave)}
          />
          <Boton component={Link} label="Ver Historial" to={`/pedidos/${pedido.id}/historial`}>
            <HistoryIcon />
          </Boton>
        </Box>
      )}
    </TopToolbar>
  );
}

/** /pedidos/{id}: the order, its lines and total, and the status selector. */
export function PedidoShow() {
  return (
    <Show title={<Titulo />} actions={<Acciones />} component="div">
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <DetallePedido /> }]} />
    </Show>
  );
}

function DetallePedido() {
  const pedido = useRecordContext<Pedido & { id: number }>();
  const telefono = useEsTelefono();
  if (!pedido) return null;
  const { Cliente: cliente, Vehiculo: vehiculo, detalles = [] } = pedido;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Card>
          <CardHeader title={`Pedido #${pedido.PedidoID}`} action={<EstadoChip estado={pedido.Estado} size="medium" />} />
          <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, gap: 2 }}>
            <Dato etiqueta="Cliente">
              {nombreCompleto(cliente)}
              <Typography variant="body2" color="text.secondary">
                {[cliente?.Telefono, cliente?.Email, cliente?.Direccion].filter(Boolean).join(' · ')}
              </Typography>
            </Dato>
            <Dato etiqueta="Creado-Por">{nombreCompleto(pedido.Usuario)}</Dato>
            <Dato etiqueta="Fecha Creacion">{formatFecha(pedido.FechaPedido, true)}</Dato>
            <Dato etiqueta="Vehículo">{vehiculo ? `${vehiculo.Patente} - ${vehiculo.Marca} ${vehiculo.Modelo}` : 'Sin vehículo asignado'}</Dato>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Productos" />
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Producto</TableCell>
                <TableCell align="right" sx={SOLO_PANTALLA_ANCHA}>
                  Precio Unitario
                </TableCell>
                <TableCell align="right">Cantidad</TableCell>
                <TableCell align="right">Subtotal</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {detalles.map((d) => (
                <TableRow key={d.DetalleID}>
                  <TableCell>
                    {d.Producto?.Nombre}
                    <ComoSePrecio detalle={d} />
                  </TableCell>
                  <TableCell align="right" sx={SOLO_PANTALLA_ANCHA}>
                    {formatMoneda(d.PrecioUnitario)}
                  </TableCell>
                  {/* A partial delivery left what was delivered; what was ordered stays beside it. */}
                  <TableCell align="right">{d.CantidadPedida == null ? d.Cantidad : `${d.Cantidad} de ${d.CantidadPedida} pedidos`}</TableCell>
                  <TableCell align="right">{formatMoneda(subtotal(d))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <PieTotal columnas={telefono ? 2 : 3} total={pedido.PrecioTotal} />
          </Table>
        </Card>
        <EntregaPedido pedidoId={pedido.PedidoID} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Card>
          <CardHeader title="Estado del Pedido" />
          <CardContent>
            <CambioEstadoPanel schema={cambioEstadoPedidoSchema} />
          </CardContent>
        </Card>
        <FacturaDelPedido pedidoId={pedido.PedidoID} completado={pedido.Estado === 'Completado'} />
      </Box>
    </Box>
  );
}

/** What priced a line when the order was made: its list, the break and the discount ('Mayorista · desde 50 u. · 5 % de descuento'). */
function ComoSePrecio({ detalle: d }: { detalle: LineaDelPedido }) {
  const partes = [
    d.ListaNombre,
    d.UnidadesPorPack != null && `${formatoCantidad((d.CantidadPedida ?? d.Cantidad) / d.UnidadesPorPack)} × ${nombrePack(d.UnidadesPorPack)}`,
    d.EscalaDesde != null && `desde ${formatoCantidad(d.EscalaDesde)} u.`,
    d.Descuento > 0 && `${formatoPorcentaje(d.Descuento)} de descuento`,
  ].filter(Boolean);
  if (partes.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {partes.join(' · ')}
    </Typography>
  );
}
