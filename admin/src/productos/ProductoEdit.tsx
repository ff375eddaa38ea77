import { Box, Card, CardContent, Typography } from '@mui/material';
import { Edit, useRecordContext } from 'react-admin';
import { ProductoForm } from './ProductoForm';
import { useAvisoDeError } from '../common/useAvisoDeError';
import { AjustarStock } from './AjustarStock';
import { MovimientosProducto } from './MovimientosProducto';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';

/** The product's name and stock over its tabs (Datos, Movimientos, and Actividad for administrators), with 'Ajustar stock' beside them. */
function FichaProducto() {
  const producto = useRecordContext();
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
      <PestanasConActividad
        pestanas={[
          { etiqueta: 'Datos', contenido: <ProductoForm /> },
          {
            etiqueta: 'Movimientos',
            contenido: (
              <Card variant="outlined" sx={{ m: 2 }}>
                <MovimientosProducto productoId={producto.id} />
              </Card>
            ),
          },
        ]}
      />
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
