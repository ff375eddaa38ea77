import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./HistorialPedidoProveedorList'), 'HistorialPedidoProveedorList'),
  icon: HistoryIcon,
};
