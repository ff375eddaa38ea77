import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyScreen } from '../common/lazyScreen';
import { rutaImportar } from '../importar';

export default {
  list: lazyScreen(() => import('./ProveedorList'), 'ProveedorList'),
  create: lazyScreen(() => import('./ProveedorCreate'), 'ProveedorCreate'),
  edit: lazyScreen(() => import('./ProveedorEdit'), 'ProveedorEdit'),
  rutas: [
    { path: ':id/historial', element: lazyScreen(() => import('../historial-pedidos-proveedores/HistorialTimelines'), 'ProveedorHistorial') },
    rutaImportar,
  ],
  icon: StorefrontIcon,
  recordRepresentation: 'Nombre',
};
