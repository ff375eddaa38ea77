import {
  Alert,
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import { Button, Loading, RecordContextProvider, Title, useGetOne, type RaRecord } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { CambioEstadoPanel } from '../common/CambioEstadoPanel';
import { EstadoChip } from '../common/EstadoChip';
import { formatFecha, formatMoneda } from '../common/format';
import { nombreCompleto } from '../common/historial';
import { ESTADOS_PEDIDO_PROVEEDOR } from './estados';
import { importe, totalDetalles } from './lineas';

const LISTA = '/pedidos-proveedores';

interface Detalle {
  DetallePedidoProveedorID: number;
  Cantidad: number;
  PrecioUnitario: number;
  Producto: { Nombre: string };
}

function Volver() {
  return (
    <Button component={Link} to={LISTA} label="Volver">
      <ArrowBackIcon />
    </Button>
  );
}

function Dato({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {titulo}
      </Typography>
      <Typography variant="body1" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** /pedidos-proveedores/{id}: the order, its lines and total, and the status selector. */
export function PedidoProveedorShow() {
  const { id } = useParams();
  const { data: pedido, isPending, error } = useGetOne<RaRecord>('pedidos-proveedores', { id: id! }, { retry: false });
  if (isPending) return <Loading loadingPrimary="Cargando..." loadingSecondary="" />;
  if (error || !pedido) {
    const noExiste = (error as { status?: number } | null)?.status === 404;
    return (
      <Card sx={{ mt: 2 }}>
        <Title title="Pedido a Proveedor" />
        <CardContent>
          <Volver />
          <Alert severity="error" sx={{ mt: 2 }}>
            {noExiste ? 'Pedido no encontrado' : 'Error al cargar el pedido'}
          </Alert>
        </CardContent>
      </Card>
    );
  }
  const detalles = (pedido.DetallePedidoProveedors ?? []) as Detalle[];
  return (
    <RecordContextProvider value={pedido}>
      <Title title={`Pedido #${pedido.PedidoProveedorID}`} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
        <Volver />
        <Typography variant="h5" component="h1">
          Pedido #{pedido.PedidoProveedorID}
        </Typography>
        <EstadoChip estado={pedido.Estado} />
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={`${LISTA}/${pedido.PedidoProveedorID}/historial`} label="Ver Historial">
          <HistoryIcon />
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '2fr 1fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, mb: 2 }}>
              <Dato titulo="Proveedor">
                {pedido.Proveedor?.Nombre}
                <Typography variant="body2" color="text.secondary">
                  {[pedido.Proveedor?.Telefono, pedido.Proveedor?.Email].filter(Boolean).join(' · ')}
                </Typography>
              </Dato>
              <Dato titulo="Fecha">{formatFecha(pedido.FechaPedido, true)}</Dato>
              <Dato titulo="Creado por">{nombreCompleto(pedido.Usuario) || 'Sistema'}</Dato>
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
                    <TableCell align="right">{formatMoneda(importe(d.Cantidad, d.PrecioUnitario))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                <TableRow>
                  <TableCell colSpan={3} align="right" sx={{ fontSize: '1rem', fontWeight: 700, color: 'text.primary' }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontSize: '1rem', fontWeight: 700, color: 'text.primary' }}>
                    {formatMoneda(totalDetalles(detalles))}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Cambiar Estado
            </Typography>
            <CambioEstadoPanel estados={ESTADOS_PEDIDO_PROVEEDOR} />
          </CardContent>
        </Card>
      </Box>
    </RecordContextProvider>
  );
}
