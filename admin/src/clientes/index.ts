import PeopleIcon from '@mui/icons-material/People';
import { lazyScreen } from '../common/lazyScreen';
import { nombreCompleto, type Persona } from '../common/persona';
import { rutaImportar } from '../importar';

export default {
  list: lazyScreen(() => import('./ClienteList'), 'ClienteList'),
  create: lazyScreen(() => import('./ClienteCreate'), 'ClienteCreate'),
  edit: lazyScreen(() => import('./ClienteEdit'), 'ClienteEdit'),
  rutas: [{ path: ':id/historial', element: lazyScreen(() => import('./ClienteHistorial'), 'ClienteHistorial') }, rutaImportar],
  icon: PeopleIcon,
  recordRepresentation: (cliente: Persona) => nombreCompleto(cliente),
};
