import HistoryIcon from '@mui/icons-material/History';
import { HistorialPedidoList } from './HistorialPedidoList';

export default {
  list: HistorialPedidoList,
  icon: HistoryIcon,
};
