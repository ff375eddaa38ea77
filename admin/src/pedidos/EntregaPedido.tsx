import {
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { type EntregaPedido as Entrega, hayDiferencias } from '#dominio/entregas';
import { MOTIVOS_NO_ENTREGA, RESULTADOS_PARADA } from '#dominio/hojasDeRuta';
import { Dato } from '../common/Dato';
import { formatFecha, formatMoneda } from '../common/format';
import { ImagenProtegida } from '../common/ImagenProtegida';
import { ImporteAnulado } from '../hojas-de-ruta/ResumenHoja';
import { nombreCompleto } from '../common/persona';
import type { AppDataProvider } from '../dataProvider';

const COLOR_RESULTADO: Record<Entrega['Resultado'], 'success' | 'warning' | 'error'> = {
  entregado: 'success',
  parcial: 'warning',
  no_entregado: 'error',
};

/**
 * The order's delivery (docs/funcional.md, Pedidos de venta): how its last stop on a route sheet ended, who
 * delivered it, the signature and photo, and for a partial delivery what was delivered of each line. Nothing
 * while the order never went out on a sheet.
 */
export function EntregaPedido({ pedidoId }: { pedidoId: number }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: entrega } = useQuery({
    queryKey: ['pedidos', 'entrega', pedidoId],
    queryFn: async () => (await dataProvider.entregaDePedido(pedidoId)).data,
  });
  if (!entrega) return null;
  const imagen = (cual: 'firma' | 'foto') => async () => (await dataProvider.imagenDeParada(entrega.HojaID, entrega.ParadaID, cual)).data;
  return (
    <Card component="section" aria-labelledby="titulo-entrega">
      <CardHeader
        title="Entrega"
        slotProps={{ title: { id: 'titulo-entrega', component: 'h2', variant: 'h6' } }}
        action={<Chip label={RESULTADOS_PARADA[entrega.Resultado]} color={COLOR_RESULTADO[entrega.Resultado]} sx={{ mt: 1, mr: 1 }} />}
      />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, gap: 2 }}>
        <Dato etiqueta="Fecha y hora">{formatFecha(entrega.ResueltaEn, true)}</Dato>
        <Dato etiqueta="Chofer">{nombreCompleto(entrega.Chofer)}</Dato>
        <Dato etiqueta="Hoja de ruta">
          <MuiLink component={Link} to={`/hojas-de-ruta/editar/${entrega.HojaID}`}>
            N° {entrega.HojaID} del {formatFecha(entrega.Fecha)} · {entrega.Vehiculo.Patente}
          </MuiLink>
        </Dato>
        {entrega.Resultado === 'no_entregado' ? (
          <Dato etiqueta="Motivo">{entrega.MotivoFalla && MOTIVOS_NO_ENTREGA[entrega.MotivoFalla]}</Dato>
        ) : (
          <Dato etiqueta="Cobrado en la puerta">
            {!entrega.Cobrado ? 'Nada' : entrega.CobroAnulado ? <ImporteAnulado importe={entrega.Cobrado} /> : formatMoneda(entrega.Cobrado)}
          </Dato>
        )}
        {entrega.Comentario && (
          <Dato etiqueta="Comentario" sx={{ gridColumn: '1 / -1' }}>
            {entrega.Comentario}
          </Dato>
        )}
        {(entrega.TieneFirma || entrega.TieneFoto) && (
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {entrega.TieneFirma && (
              <Box sx={{ flex: '1 1 200px', maxWidth: 320 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  Firma de quien recibió
                </Typography>
                <ImagenProtegida obtener={imagen('firma')} alt={`Firma de quien recibió el pedido N° ${pedidoId}`} ancho={320} alto={160} />
              </Box>
            )}
            {entrega.TieneFoto && (
              <Box sx={{ flex: '1 1 200px', maxWidth: 320 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  Foto de la entrega
                </Typography>
                <ImagenProtegida obtener={imagen('foto')} alt={`Foto de la entrega del pedido N° ${pedidoId}`} ancho={320} alto={240} />
              </Box>
            )}
          </Box>
        )}
      </CardContent>
      {entrega.Resultado === 'parcial' && hayDiferencias(entrega) && <Diferencias entrega={entrega} />}
    </Card>
  );
}

/** What was ordered and what was delivered of each line; the lines short of what was ordered stand out. */
function Diferencias({ entrega }: { entrega: Entrega }) {
  return (
    <Table size="small" aria-label="Lo pedido y lo entregado de cada producto">
      <TableHead>
        <TableRow>
          <TableCell>Producto</TableCell>
          <TableCell align="right">Pedido</TableCell>
          <TableCell align="right">Entregado</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entrega.Lineas.map((l) => {
          const falta = l.Entregada < l.Pedida;
          return (
            <TableRow key={l.DetalleID}>
              <TableCell>{l.Producto}</TableCell>
              <TableCell align="right">{l.Pedida}</TableCell>
              <TableCell align="right" sx={falta ? { fontWeight: 700 } : undefined}>
                {l.Entregada}
                {falta ? ` (faltan ${l.Pedida - l.Entregada})` : ''}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
