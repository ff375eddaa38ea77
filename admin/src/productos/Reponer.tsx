import { useState } from 'react';
import {
  Alert,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List as MuiList,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useGetMany, useListContext, type RaRecord } from 'react-admin';
import { Boton } from '../common/Boton';
import { useNavigate } from 'react-router-dom';
import type { Producto } from '#dominio/productos';
import { type PedidoDeReposicion, planDeReposicion } from '#dominio/stock';

/** What PedidoProveedorCreate takes from the router state to start prefilled. */
export interface Reposicion {
  proveedor: RaRecord;
  lineas: PedidoDeReposicion['lineas'];
}

function PedidoPropuesto({ pedido, proveedor }: { pedido: PedidoDeReposicion; proveedor?: RaRecord }) {
  const navigate = useNavigate();
  const nombre = proveedor?.Nombre ?? `Proveedor #${pedido.ProveedorID}`;
  const abrir = () => {
    if (!proveedor) return;
    const reposicion: Reposicion = { proveedor, lineas: pedido.lineas };
    navigate('/pedidos-proveedores/nuevo', { state: { reposicion } });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {nombre}
        </Typography>
        <Boton label={`Crear pedido a ${nombre}`} variant="contained" disabled={!proveedor} onClick={abrir}>
          <AddShoppingCartIcon />
        </Boton>
      </Stack>
      <MuiList dense>
        {pedido.lineas.map((l) => (
          <ListItem key={l.ProductoID} disableGutters>
            <ListItemText primary={l.Nombre} secondary={`${l.Cantidad} unidades`} />
          </ListItem>
        ))}
      </MuiList>
    </Paper>
  );
}

/**
 * 'Reponer' (bulk action of the low-stock tab): one supplier order per preferred supplier of the
 * selected products, each line with what brings the product to twice its minimum. Each order opens
 * prefilled in the usual supplier-order form, where quantities can change and prices are typed
 * before saving. Products with no preferred supplier are named apart: they are not ordered.
 */
export function ReponerButton() {
  const { selectedIds } = useListContext();
  const [abierto, setAbierto] = useState(false);
  const { data: productos = [] } = useGetMany<Producto & RaRecord>('productos', { ids: selectedIds }, { enabled: abierto });
  const plan = planDeReposicion(productos);
  const { data: proveedores = [] } = useGetMany('proveedores', { ids: plan.pedidos.map((p) => p.ProveedorID) }, { enabled: abierto });
  const proveedorDe = (id: number) => proveedores.find((p) => p.id === id);
  return (
    <>
      <Boton label="Reponer" onClick={() => setAbierto(true)}>
        <AddShoppingCartIcon />
      </Boton>
      <Dialog open={abierto} onClose={() => setAbierto(false)} fullWidth maxWidth="sm">
        <DialogTitle>Reponer stock</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Un pedido por proveedor preferido, con lo que lleva cada producto al doble de su stock mínimo. En el pedido puede cambiar las
            cantidades y cargar los precios antes de guardarlo.
          </DialogContentText>
          <Stack spacing={2}>
            {plan.pedidos.map((pedido) => (
              <PedidoPropuesto key={pedido.ProveedorID} pedido={pedido} proveedor={proveedorDe(pedido.ProveedorID)} />
            ))}
            {plan.sinProveedor.length > 0 && (
              <Alert severity="warning">
                Sin proveedor preferido, no se incluyen: {plan.sinProveedor.map((p) => p.Nombre).join(', ')}. Asígnele uno en el formulario del
                producto.
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Boton label="Cerrar" onClick={() => setAbierto(false)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
