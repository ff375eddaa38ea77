import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { Edit, useRecordContext } from 'react-admin';
import { ProductoForm } from './ProductoForm';
import { useAvisoDeError } from '../common/useAvisoDeError';
import { AjustarStock } from './AjustarStock';
import { MovimientosProducto } from './MovimientosProducto';

type Pestana = 'datos' | 'movimientos';

/** The product's name and stock over its two tabs, with 'Ajustar stock' beside them. */
function FichaProducto() {
  const producto = useRecordContext();
  const [pestana, setPestana] = useState<Pestana>('datos');
  if (!producto) return null;
  return (
    <Box>
      <CardContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, pb: 0 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {producto.Nombre}
          </Typography>
          <Typography color="text.secondary">
            Stock: {producto.Stock} · Stock mínimo: {producto.StockMinimo}
          </Typography>
        </Box>
        <AjustarStock />
      </CardContent>
      <Tabs value={pestana} onChange={(_event, valor: Pestana) => setPestana(valor)} sx={{ px: 2 }}>
        <Tab label="Datos" value="datos" />
        <Tab label="Movimientos" value="movimientos" />
      </Tabs>
      {pestana === 'datos' ? (
        <ProductoForm />
      ) : (
        <Card variant="outlined" sx={{ m: 2 }}>
          <MovimientosProducto productoId={producto.id} />
        </Card>
      )}
    </Box>
  );
}

export function ProductoEdit() {
  return (
    <Edit title="Editar Producto" redirect="list" mutationMode="pessimistic" mutationOptions={useAvisoDeError('Error al guardar el producto')}>
      <FichaProducto />
    </Edit>
  );
}
