import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyScreen } from '../common/lazyScreen';

/** The Libro IVA Ventas of a month (Supervisor and Administrador; permissions.ts). */
export default {
  list: lazyScreen(() => import('./LibroIvaVentas'), 'LibroIvaVentas'),
  icon: MenuBookIcon,
};
