import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { UsuarioList } from './UsuarioList';
import { UsuarioCreate } from './UsuarioCreate';
import { UsuarioEdit } from './UsuarioEdit';

export default {
  list: UsuarioList,
  create: UsuarioCreate,
  edit: UsuarioEdit,
  icon: ManageAccountsIcon,
  recordRepresentation: 'NombreUsuario',
};
