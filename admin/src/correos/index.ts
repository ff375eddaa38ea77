import MailIcon from '@mui/icons-material/Mail';
import { lazyScreen } from '../common/lazyScreen';

/** "Correos" (Administrador): the outbox. */
export default {
  list: lazyScreen(() => import('./CorreoList'), 'CorreoList'),
  icon: MailIcon,
  rutas: [{ path: ':id', element: lazyScreen(() => import('./CorreoShow'), 'CorreoShow'), action: 'show' }],
};
