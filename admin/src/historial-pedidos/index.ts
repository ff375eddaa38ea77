import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./HistorialPedidoList'), 'HistorialPedidoList'),
  icon: HistoryIcon,
};
