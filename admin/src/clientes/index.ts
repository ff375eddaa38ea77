import PeopleIcon from '@mui/icons-material/People';
import { ClienteList } from './ClienteList';
import { ClienteCreate } from './ClienteCreate';
import { ClienteEdit } from './ClienteEdit';
import { ClienteHistorial } from './ClienteHistorial';
import { nombreCompleto, type Persona } from '../common/historial';

export default {
  list: ClienteList,
  create: ClienteCreate,
  edit: ClienteEdit,
  rutas: [{ path: ':id/historial', element: ClienteHistorial }],
  icon: PeopleIcon,
  recordRepresentation: (cliente: Persona) => nombreCompleto(cliente),
};
