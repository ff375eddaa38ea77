import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PedidoProveedorList } from './PedidoProveedorList';
import { PedidoProveedorCreate } from './PedidoProveedorCreate';
import { PedidoProveedorShow } from './PedidoProveedorShow';
import { PedidoProveedorHistorial } from '../historial-pedidos-proveedores/HistorialTimelines';

export default {
  list: PedidoProveedorList,
  create: PedidoProveedorCreate,
  rutas: [
    { path: ':id', element: PedidoProveedorShow, action: 'show' },
    { path: ':id/historial', element: PedidoProveedorHistorial },
  ],
  icon: ReceiptLongIcon,
  recordRepresentation: 'PedidoProveedorID',
};
