import { Box, Card, CardContent, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useQuery } from '@tanstack/react-query';
import { DataTable, SelectInput, useCanAccess, useDataProvider, useListContext, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { TIPOS_MOVIMIENTO_CUENTA, type MovimientoCuenta } from '#dominio/cuentas';
import type { AppDataProvider } from '../dataProvider';
import { Boton } from '../common/Boton';
import { Dato } from '../common/Dato';
import { PapelButton } from '../common/PapelButton';
import { FechaInput } from '../common/FechaInput';
import { LibroDeMovimientos } from '../common/LibroDeMovimientos';
import { dinero, exportarComo, fechaHora } from '../common/exportar';
import { formatFecha, formatMoneda } from '../common/format';
import { EnlaceEntrega } from '../cobros/EnlaceEntrega';
import { EnviarResumen } from './EnviarResumen';

type Fila = MovimientoCuenta & { id: Identifier };

const TIPOS = Object.entries(TIPOS_MOVIMIENTO_CUENTA).map(([id, name]) => ({ id, name }));
const usuarioDe = (m: MovimientoCuenta) => (m.Usuario ? `${m.Usuario.Nombre} ${m.Usuario.Apellido}`.trim() : 'Sistema');
const conSigno = (importe: number) => (importe > 0 ? `+${formatMoneda(importe)}` : formatMoneda(importe));

const exportador = exportarComo<Fila>((m) => ({
  Fecha: fechaHora(m.Fecha),
  Tipo: m.TipoTexto,
  Importe: dinero(m.Importe),
  Saldo: dinero(m.Saldo),
  'Nro Pedido': m.PedidoID ?? '',
  'Nro Cobro': m.CobroID ?? '',
  Comprobante: m.Comprobante?.Nombre ?? '',
  Comentario: m.Comentario ?? '',
  Usuario: usuarioDe(m),
}));

const filtros = [
  <SelectInput key="tipo" source="tipo" choices={TIPOS} emptyText="Todos" alwaysOn />,
  <FechaInput key="fechaDesde" source="fechaDesde" alwaysOn fullWidth={false} />,
  <FechaInput key="fechaHasta" source="fechaHasta" alwaysOn fullWidth={false} />,
];

/** The order or payment behind a move, as a link to it. */
function Referencia({ movimiento: m }: { movimiento: MovimientoCuenta }) {
  const destino =
    m.CobroID != null
      ? { to: `/cobros/${m.CobroID}`, texto: `Cobro #${m.CobroID}` }
      : m.PedidoID != null
        ? { to: `/pedidos/${m.PedidoID}`, texto: `Pedido #${m.PedidoID}` }
        : undefined;
  if (!destino) return null;
  return (
    <MuiLink component={Link} to={destino.to}>
      {destino.texto}
    </MuiLink>
  );
}

/** The move's comprobante (the delivered order's invoice, or the credit note), as a link to it. */
function ComprobanteDelMovimiento({ movimiento: { Comprobante: c } }: { movimiento: MovimientoCuenta }) {
  if (!c) return null;
  return (
    <MuiLink component={Link} to={`/comprobantes/${c.ComprobanteID}`}>
      {c.Nombre}
    </MuiLink>
  );
}

/** The statement of the days the list shows (Desde and Hasta; this month when empty), as a PDF. */
function ResumenPdf({ clienteId }: { clienteId: Identifier }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  return (
    <PapelButton
      label="Resumen en PDF"
      icon={<PictureAsPdfIcon />}
      obtener={() => dataProvider.resumenDeCuenta(clienteId, { desde: filterValues.fechaDesde, hasta: filterValues.fechaHasta })}
    />
  );
}

/** Balance, limit, what is available and overdue, and the open deliveries with their age. */
function Resumen({ clienteId }: { clienteId: Identifier }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: registra } = useCanAccess({ resource: 'cobros', action: 'create' });
  const { data: cuenta, isError } = useQuery({
    queryKey: ['cuentaCliente', clienteId],
    queryFn: async () => (await dataProvider.cuentaCliente(clienteId)).data,
  });
  if (isError) return <Typography color="error">Error al cargar la cuenta corriente</Typography>;
  if (!cuenta) return null;
  return (
    <CardContent>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, auto)' }, columnGap: 4, rowGap: 1 }}>
          <Dato etiqueta={cuenta.Saldo < 0 ? 'Saldo a favor' : 'Saldo'}>{formatMoneda(Math.abs(cuenta.Saldo))}</Dato>
          <Dato etiqueta="Límite de crédito">{cuenta.LimiteCredito === null ? 'Sin límite' : formatMoneda(cuenta.LimiteCredito)}</Dato>
          <Dato etiqueta="Pedidos abiertos">{formatMoneda(cuenta.PedidosAbiertos)}</Dato>
          <Dato etiqueta="Disponible">{cuenta.Disponible === null ? '—' : formatMoneda(cuenta.Disponible)}</Dato>
          <Dato etiqueta={`Vencido (más de ${cuenta.DiasCredito} días)`}>{formatMoneda(cuenta.Vencido)}</Dato>
        </Box>
        {registra && (
          <Boton
            component={Link}
            to="/cobros/nuevo"
            state={{ record: { ClienteID: cuenta.ClienteID } }}
            label="Registrar cobro"
            variant="outlined"
          >
            <AddCardIcon />
          </Boton>
        )}
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        Entregas por cobrar
      </Typography>
      {cuenta.EntregasAbiertas.length === 0 ? (
        <Typography color="text.secondary">No hay entregas por cobrar</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Pedido</TableCell>
              <TableCell>Entregado</TableCell>
              <TableCell align="right">Antigüedad</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right">Cobrado</TableCell>
              <TableCell align="right">Pendiente</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {cuenta.EntregasAbiertas.map((e) => (
              <TableRow key={`${e.PedidoID}-${e.ComprobanteID}-${String(e.Fecha)}`}>
                <TableCell>
                  <EnlaceEntrega pedidoId={e.PedidoID} comprobanteId={e.ComprobanteID} />
                </TableCell>
                <TableCell>{formatFecha(e.Fecha)}</TableCell>
                <TableCell align="right" sx={{ color: e.Dias > cuenta.DiasCredito ? 'error.main' : undefined }}>
                  {e.Dias === 1 ? '1 día' : `${e.Dias} días`}
                </TableCell>
                <TableCell align="right">{formatMoneda(e.Importe)}</TableCell>
                <TableCell align="right">{formatMoneda(e.Cobrado)}</TableCell>
                <TableCell align="right">{formatMoneda(e.Pendiente)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </CardContent>
  );
}

/**
 * The client's 'Cuenta corriente' tab: the summary and its ledger newest first
 * (GET /clientes/{id}/movimientos-cuenta), each move with the balance it left, filtered and exported.
 */
export function CuentaCliente({ clienteId }: { clienteId: Identifier }) {
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <Resumen clienteId={clienteId} />
      <LibroDeMovimientos
        resource="movimientos-cuenta"
        filter={{ clienteId }}
        filters={filtros}
        exporter={exportador}
        acciones={
          <>
            <ResumenPdf clienteId={clienteId} />
            <EnviarResumen clienteId={clienteId} />
          </>
        }
        sinMovimientos="No hay movimientos en la cuenta"
      >
        <DataTable.Col source="Fecha" render={(m) => formatFecha(m.Fecha, true)} />
        <DataTable.Col source="TipoTexto" disableSort />
        <DataTable.Col source="Importe" align="right" render={(m) => conSigno(m.Importe)} />
        <DataTable.Col source="Saldo" align="right" disableSort render={(m) => <Box sx={{ fontWeight: 600 }}>{formatMoneda(m.Saldo)}</Box>} />
        <DataTable.Col source="Comentario" disableSort />
        <DataTable.Col source="Usuario" disableSort render={usuarioDe} />
        <DataTable.Col label="Referencia" disableSort render={(m) => <Referencia movimiento={m as Fila} />} />
        <DataTable.Col source="Comprobante" disableSort render={(m) => <ComprobanteDelMovimiento movimiento={m as Fila} />} />
      </LibroDeMovimientos>
    </Card>
  );
}
