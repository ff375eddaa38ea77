import RouteIcon from '@mui/icons-material/Route';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./HojaList'), 'HojaList'),
  create: lazyScreen(() => import('./HojaCreate'), 'HojaCreate'),
  edit: lazyScreen(() => import('./HojaEdit'), 'HojaEdit'),
  icon: RouteIcon,
  recordRepresentation: (hoja: { HojaID: number }) => `Hoja de ruta N° ${hoja.HojaID}`,
};
