import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./ComprobanteList'), 'ComprobanteList'),
  icon: ReceiptIcon,
  recordRepresentation: (c: { ComprobanteID: number }) => `Comprobante #${c.ComprobanteID}`,
};
