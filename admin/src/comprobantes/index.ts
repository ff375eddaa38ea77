import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./ComprobanteList'), 'ComprobanteList'),
  rutas: [{ path: ':id', element: lazyScreen(() => import('./ComprobanteShow'), 'ComprobanteShow'), action: 'show' }],
  icon: ReceiptIcon,
  recordRepresentation: (c: { ComprobanteID: number }) => `Comprobante #${c.ComprobanteID}`,
};
