import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { lazyScreen } from '../common/lazyScreen';
import { ItemConDialogo } from './DialogoDelMenu';

const FormularioSegundoFactor = lazyScreen(() => import('./FormularioSegundoFactor'), 'FormularioSegundoFactor');

/** The user menu's item where the signed-in user turns their own second factor on or off. */
export function SegundoFactorItem() {
  return (
    <ItemConDialogo titulo="Verificación en dos pasos" icono={<PhonelinkLockIcon fontSize="small" />} Formulario={FormularioSegundoFactor} />
  );
}
