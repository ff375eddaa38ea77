import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./AumentoList'), 'AumentoList'),
  create: lazyScreen(() => import('./ActualizarPrecios'), 'ActualizarPrecios'),
  rutas: [{ path: ':id', element: lazyScreen(() => import('./AumentoShow'), 'AumentoShow') }],
  icon: PriceChangeIcon,
};
