import { Box, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, SelectInput, type Identifier } from 'react-admin';
import { FechaInput } from '../common/FechaInput';
import { Link } from 'react-router-dom';
import { LibroDeMovimientos } from '../common/LibroDeMovimientos';
import { exportarComo, fechaHora } from '../common/exportar';
import { formatFecha } from '../common/format';
import { MOTIVOS_MOVIMIENTO, RAZONES_AJUSTE, type MovimientoStock } from '#dominio/stock';

type Fila = MovimientoStock & { id: Identifier };

const MOTIVOS = Object.entries(MOTIVOS_MOVIMIENTO).map(([id, name]) => ({ id, name }));

const usuarioDe = (m: MovimientoStock) => (m.Usuario ? `${m.Usuario.Nombre} ${m.Usuario.Apellido}`.trim() : 'Sistema');
const cantidadConSigno = (cantidad: number) => (cantidad > 0 ? `+${cantidad}` : String(cantidad));
/** The reason of an adjustment made with the dialog, and its comment: 'Merma: humedad'. */
const detalleDe = (m: MovimientoStock) => [m.RazonAjuste && RAZONES_AJUSTE[m.RazonAjuste], m.Comentario].filter(Boolean).join(': ');

const exportador = exportarComo<Fila>((m) => ({
  Fecha: fechaHora(m.Fecha),
  Motivo: m.MotivoTexto,
  Detalle: detalleDe(m),
  Cantidad: m.Cantidad,
  Saldo: m.Saldo,
  Usuario: usuarioDe(m),
  'Nro Pedido': m.PedidoID ?? '',
  'Nro Pedido a Proveedor': m.PedidoProveedorID ?? '',
}));

function Motivo({ movimiento }: { movimiento: MovimientoStock }) {
  const detalle = detalleDe(movimiento);
  return (
    <>
      {movimiento.MotivoTexto}
      {detalle && (
        <Typography variant="body2" color="text.secondary">
          {detalle}
        </Typography>
      )}
    </>
  );
}

/** The sales order or supplier order behind a move, as a link to it. */
function Referencia({ movimiento: m }: { movimiento: MovimientoStock }) {
  const destino =
    m.PedidoID != null
      ? { to: `/pedidos/${m.PedidoID}`, texto: `Pedido #${m.PedidoID}` }
      : m.PedidoProveedorID != null
        ? { to: `/pedidos-proveedores/${m.PedidoProveedorID}`, texto: `Pedido a proveedor #${m.PedidoProveedorID}` }
        : undefined;
  if (!destino) return null;
  return (
    <MuiLink component={Link} to={destino.to}>
      {destino.texto}
    </MuiLink>
  );
}

const filtros = [
  <SelectInput key="motivo" source="motivo" choices={MOTIVOS} emptyText="Todos" alwaysOn />,
  <FechaInput key="fechaDesde" source="fechaDesde" alwaysOn fullWidth={false} />,
  <FechaInput key="fechaHasta" source="fechaHasta" alwaysOn fullWidth={false} />,
];

/**
 * The product's 'Movimientos' tab: its stock ledger newest first (GET /productos/{id}/movimientos),
 * each move with the balance it left, filtered by motive and days, exported as CSV.
 */
export function MovimientosProducto({ productoId }: { productoId: Identifier }) {
  return (
    <LibroDeMovimientos
      resource="movimientos-stock"
      filter={{ productoId }}
      filters={filtros}
      exporter={exportador}
      sinMovimientos="No hay movimientos de stock"
    >
      <DataTable.Col source="Fecha" render={(m) => formatFecha(m.Fecha, true)} />
      <DataTable.Col source="Motivo" disableSort render={(m) => <Motivo movimiento={m as Fila} />} />
      <DataTable.Col source="Cantidad" align="right" render={(m) => cantidadConSigno(m.Cantidad)} />
      <DataTable.Col source="Saldo" align="right" disableSort render={(m) => <Box sx={{ fontWeight: 600 }}>{m.Saldo}</Box>} />
      <DataTable.Col source="Usuario" disableSort render={usuarioDe} />
      <DataTable.Col source="Referencia" disableSort render={(m) => <Referencia movimiento={m as Fila} />} />
    </LibroDeMovimientos>
  );
}
