import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./UsuarioList'), 'UsuarioList'),
  create: lazyScreen(() => import('./UsuarioCreate'), 'UsuarioCreate'),
  edit: lazyScreen(() => import('./UsuarioEdit'), 'UsuarioEdit'),
  icon: ManageAccountsIcon,
  recordRepresentation: 'NombreUsuario',
};
