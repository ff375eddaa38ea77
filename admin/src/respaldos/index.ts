import BackupIcon from '@mui/icons-material/Backup';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./RespaldoList'), 'RespaldoList'),
  icon: BackupIcon,
};
