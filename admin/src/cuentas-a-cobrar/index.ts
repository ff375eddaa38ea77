import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyScreen } from '../common/lazyScreen';

export default {
  list: lazyScreen(() => import('./CuentasACobrarList'), 'CuentasACobrarList'),
  icon: AccountBalanceWalletIcon,
};
