import StorefrontIcon from '@mui/icons-material/Storefront';
import { ProveedorList } from './ProveedorList';
import { ProveedorCreate } from './ProveedorCreate';
import { ProveedorEdit } from './ProveedorEdit';
import { ProveedorHistorial } from '../historial-pedidos-proveedores/HistorialTimelines';

export default {
  list: ProveedorList,
  create: ProveedorCreate,
  edit: ProveedorEdit,
  rutas: [{ path: ':id/historial', element: ProveedorHistorial }],
  icon: StorefrontIcon,
  recordRepresentation: 'Nombre',
};
