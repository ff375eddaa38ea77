import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./PedidoList'), 'PedidoList'),
  create: lazyScreen(() => import('./PedidoCreate'), 'PedidoCreate'),
  rutas: [
    { path: ':id', element: lazyScreen(() => import('./PedidoShow'), 'PedidoShow') },
    { path: ':id/historial', element: lazyScreen(() => import('./PedidoHistorial'), 'PedidoHistorial') },
  ],
  icon: ShoppingCartIcon,
  recordRepresentation: (pedido: { PedidoID?: number }) => `Pedido #${pedido.PedidoID}`,
};
