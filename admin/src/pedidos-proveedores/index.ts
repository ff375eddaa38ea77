import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./PedidoProveedorList'), 'PedidoProveedorList'),
  create: lazyScreen(() => import('./PedidoProveedorCreate'), 'PedidoProveedorCreate'),
  rutas: [
    { path: ':id', element: lazyScreen(() => import('./PedidoProveedorShow'), 'PedidoProveedorShow'), action: 'show' },
    {
      path: ':id/historial',
      element: lazyScreen(() => import('../historial-pedidos-proveedores/HistorialTimelines'), 'PedidoProveedorHistorial'),
    },
  ],
  icon: ReceiptLongIcon,
  recordRepresentation: 'PedidoProveedorID',
};
