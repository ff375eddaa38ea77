import {
  Box,
  Card,
  CardContent,
  Chip,
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
import { Show, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CobroDetalle } from '#dominio/cuentas';
import { Boton } from '../common/Boton';
import { Dato } from '../common/Dato';
import { formatFecha, formatMoneda } from '../common/format';
import { nombreCompleto } from '../common/persona';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';
import { useCargaDeDetalle } from '../common/useCargaDeDetalle';
import { AnularCobro } from './AnularCobro';
import { EnlaceEntrega } from './EnlaceEntrega';
import { textoMetodo } from './metodos';

type Registro = CobroDetalle & { id: number };

/** /cobros/{id}: the payment, the deliveries it covers, and 'Anular cobro' for an Administrador. */
export function CobroShow() {
  const queryOptions = useCargaDeDetalle('cobros', 'Cobro no encontrado', 'Error al cargar el cobro');
  return (
    // The card may shrink below its table's width (a flex item would not), so on a phone the table scrolls, not the page.
    <Show title={<Titulo />} actions={false} component="div" queryOptions={queryOptions} sx={{ '& .RaShow-card': { minWidth: 0 } }}>
      <Encabezado />
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <DetalleCobro /> }]} />
    </Show>
  );
}

function Titulo() {
  const cobro = useRecordContext();
  return <>{cobro ? `Cobro #${cobro.CobroID}` : 'Cobro'}</>;
}

function Encabezado() {
  const cobro = useRecordContext<Registro>();
  if (!cobro) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
      <Boton component={Link} to="/cobros" label="Volver">
        <ArrowBackIcon />
      </Boton>
      <Typography variant="h5" component="h1">
        Cobro #{cobro.CobroID}
      </Typography>
      {cobro.Anulado ? <Chip color="error" label="Anulado" /> : <Chip color="success" label="Vigente" />}
      <Box sx={{ flex: 1 }} />
      <AnularCobro />
    </Box>
  );
}

function DetalleCobro() {
  const cobro = useRecordContext<Registro>();
  if (!cobro) return null;
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }}>
          <Dato etiqueta="Cliente">
            <MuiLink component={Link} to={`/clientes/editar/${cobro.ClienteID}`}>
              {nombreCompleto(cobro.Cliente)}
            </MuiLink>
          </Dato>
          <Dato etiqueta="Fecha">{formatFecha(cobro.Fecha)}</Dato>
          <Dato etiqueta="Método">{textoMetodo(cobro.Metodo)}</Dato>
          <Dato etiqueta="Importe">{formatMoneda(cobro.Importe)}</Dato>
          <Dato etiqueta="Aplicado a entregas">{formatMoneda(cobro.Aplicado)}</Dato>
          <Dato etiqueta="A favor del cliente">{cobro.Anulado ? '—' : formatMoneda(cobro.Importe - cobro.Aplicado)}</Dato>
          <Dato etiqueta="Referencia">{cobro.Referencia}</Dato>
          <Dato etiqueta="Registró">{`${nombreCompleto(cobro.Usuario)} · ${formatFecha(cobro.createdAt, true)}`}</Dato>
          <Dato etiqueta="Comentario">{cobro.Comentario}</Dato>
          {cobro.Anulado && (
            <Dato etiqueta="Motivo de la anulación">{`${cobro.MotivoAnulacion ?? ''} · ${formatFecha(cobro.AnuladoEn, true)}`}</Dato>
          )}
        </Box>
        <Typography variant="h6" component="h2" gutterBottom>
          Entregas que paga
        </Typography>
        {cobro.Imputaciones.length === 0 ? (
          <Typography color="text.secondary">Ninguna: el cobro queda a favor del cliente.</Typography>
        ) : (
          // Scrolls on its own on a phone, so the page does not scroll sideways.
          <TableContainer tabIndex={0} aria-label="Entregas que paga">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Pedido</TableCell>
                  <TableCell>Aplicado el</TableCell>
                  <TableCell align="right">Importe</TableCell>
                  <TableCell>Estado</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {cobro.Imputaciones.map((i) => (
                  <TableRow key={`${i.PedidoID}-${String(i.Fecha)}`}>
                    <TableCell>
                      <EnlaceEntrega pedidoId={i.PedidoID} comprobanteId={i.ComprobanteID} />
                    </TableCell>
                    <TableCell>{formatFecha(i.Fecha, true)}</TableCell>
                    <TableCell align="right">{formatMoneda(i.Importe)}</TableCell>
                    <TableCell>{i.Activa ? 'Vigente' : 'Devuelto'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
