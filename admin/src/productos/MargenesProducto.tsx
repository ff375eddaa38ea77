import { useEffect, useState } from 'react';
import { Alert, Box, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type Identifier, useCanAccess, useDataProvider } from 'react-admin';
import { type Margenes, textoMargen } from '#dominio/margenes';
import { mensajeDeError } from '../common/errores';
import { formatMoneda } from '../common/format';
import type { AppDataProvider } from '../dataProvider';

/**
 * Above the product's price history, for Supervisor and Administrador: what a unit cost on average (without IVA) and
 * what each active list leaves over it (GET /productos/{id}/margenes).
 */
export function MargenesProducto({ productoId }: { productoId: Identifier }) {
  const { canAccess } = useCanAccess({ resource: 'costos', action: 'list' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const [margenes, setMargenes] = useState<Margenes>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!canAccess) return;
    dataProvider.margenesDeProducto(productoId).then(
      ({ data }) => setMargenes(data),
      (e) => setError(mensajeDeError(e, 'No se pudieron leer los costos')),
    );
  }, [canAccess, dataProvider, productoId]);
  if (!canAccess) return null;
  if (error) return <Alert severity="warning">{error}</Alert>;
  if (!margenes) return null;
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <Box sx={{ p: 2, pb: 0 }}>
        <Typography variant="subtitle1" component="h2">
          Costo y márgenes
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {margenes.CostoPromedio === null
            ? 'Sin costo todavía: lo da la primera recepción de un pedido a proveedor.'
            : `Costo promedio: ${formatMoneda(margenes.CostoPromedio)} por unidad, sin IVA (lo mueven las recepciones y las devoluciones).`}
        </Typography>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Lista</TableCell>
              <TableCell align="right">Precio</TableCell>
              <TableCell align="right">Sin IVA</TableCell>
              <TableCell align="right">Margen</TableCell>
              <TableCell align="right">Margen %</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {margenes.Listas.map((l) => (
              <TableRow key={l.ListaID}>
                <TableCell>{l.Nombre}</TableCell>
                <TableCell align="right">{formatMoneda(l.Precio)}</TableCell>
                <TableCell align="right">{formatMoneda(l.PrecioNeto)}</TableCell>
                <TableCell align="right">{l.Margen === null ? '—' : formatMoneda(l.Margen)}</TableCell>
                <TableCell align="right">{textoMargen(l.MargenPorcentaje)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Card>
  );
}
