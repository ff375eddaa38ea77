import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyScreen } from '../common/lazyScreen';

/** The fleet cost report (Supervisor and Administrador; permissions.ts). */
export default {
  list: lazyScreen(() => import('./CostosFlotaList'), 'CostosFlotaList'),
  icon: RequestQuoteIcon,
};
