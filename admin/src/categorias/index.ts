import CategoryIcon from '@mui/icons-material/Category';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./CategoriaList'), 'CategoriaList'),
  create: lazyScreen(() => import('./CategoriaCreate'), 'CategoriaCreate'),
  edit: lazyScreen(() => import('./CategoriaEdit'), 'CategoriaEdit'),
  icon: CategoryIcon,
  recordRepresentation: 'Nombre',
};
