import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { PedidoList } from './PedidoList';
import { PedidoCreate } from './PedidoCreate';
import { PedidoShow } from './PedidoShow';
import { PedidoHistorial } from './PedidoHistorial';

export default {
  list: PedidoList,
  create: PedidoCreate,
  rutas: [
    { path: ':id', element: PedidoShow },
    { path: ':id/historial', element: PedidoHistorial },
  ],
  icon: ShoppingCartIcon,
  recordRepresentation: (pedido: { PedidoID?: number }) => `Pedido #${pedido.PedidoID}`,
};
