import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./CobroList'), 'CobroList'),
  create: lazyScreen(() => import('./CobroCreate'), 'CobroCreate'),
  rutas: [{ path: ':id', element: lazyScreen(() => import('./CobroShow'), 'CobroShow'), action: 'show' }],
  icon: PaymentsIcon,
  recordRepresentation: (cobro: { CobroID: number }) => `Cobro #${cobro.CobroID}`,
};
