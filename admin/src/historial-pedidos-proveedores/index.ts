import HistoryIcon from '@mui/icons-material/History';
import { HistorialPedidoProveedorList } from './HistorialPedidoProveedorList';

export default {
  list: HistorialPedidoProveedorList,
  icon: HistoryIcon,
};
