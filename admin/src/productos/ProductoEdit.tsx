import { Box, Card, CardContent, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { ProductoForm } from './ProductoForm';
import { EdicionVersionada } from '../common/EdicionVersionada';
import { AjustarStock } from './AjustarStock';
import { MovimientosProducto } from './MovimientosProducto';
import { PreciosProducto } from './PreciosProducto';
import { MargenesProducto } from './MargenesProducto';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';
import { soloElStockCambiado } from './validaciones';

/** The product's name and stock over its tabs (Datos, Movimientos, Precios, and Actividad for administrators), with 'Ajustar stock' beside them. */
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
          { etiqueta: 'Datos', contenido: <ProductoForm modo="editar" /> },
          {
            etiqueta: 'Movimientos',
            contenido: (
              <Card variant="outlined" sx={{ m: 2 }}>
                <MovimientosProducto productoId={producto.id} />
              </Card>
            ),
          },
          {
            etiqueta: 'Precios',
            contenido: (
              <>
                <MargenesProducto productoId={producto.id} />
                <Card variant="outlined" sx={{ m: 2 }}>
                  <PreciosProducto productoId={producto.id} />
                </Card>
              </>
            ),
          },
        ]}
      />
    </Box>
  );
}

export function ProductoEdit() {
  return (
    <EdicionVersionada title="Editar Producto" redirect="list" mensajeError="Error al guardar el producto" transform={soloElStockCambiado}>
      <FichaProducto />
    </EdicionVersionada>
  );
}
