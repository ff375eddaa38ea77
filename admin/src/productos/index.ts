import InventoryIcon from '@mui/icons-material/Inventory2';
import { lazyScreen } from '../common/lazyScreen';
import { rutaImportar } from '../importar';

export default {
  list: lazyScreen(() => import('./ProductoList'), 'ProductoList'),
  create: lazyScreen(() => import('./ProductoCreate'), 'ProductoCreate'),
  edit: lazyScreen(() => import('./ProductoEdit'), 'ProductoEdit'),
  rutas: [rutaImportar],
  icon: InventoryIcon,
  recordRepresentation: 'Nombre',
};
