import KeyIcon from '@mui/icons-material/Key';
import { lazyScreen } from '../common/lazyScreen';
import { ItemConDialogo } from './DialogoDelMenu';

const FormularioCambioContrasena = lazyScreen(() => import('./FormularioCambioContrasena'), 'FormularioCambioContrasena');

/** The user menu's item that lets the signed-in user change their own password, giving the current one. */
export function CambiarContrasenaItem() {
  return <ItemConDialogo titulo="Cambiar contraseña" icono={<KeyIcon fontSize="small" />} Formulario={FormularioCambioContrasena} />;
}
