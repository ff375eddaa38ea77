import TuneIcon from '@mui/icons-material/Tune';
import { lazyScreen } from '../common/lazyScreen';
import { ItemConDialogo } from './DialogoDelMenu';

const FormularioPreferencias = lazyScreen(() => import('./FormularioPreferencias'), 'FormularioPreferencias');

/** The user menu's item where the signed-in user sets their own preferences (the daily digest by mail). */
export function PreferenciasItem() {
  return <ItemConDialogo titulo="Preferencias" icono={<TuneIcon fontSize="small" />} Formulario={FormularioPreferencias} />;
}
