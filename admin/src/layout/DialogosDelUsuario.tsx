import { CambiarContrasenaItem } from './CambiarContrasena';
import { PreferenciasItem } from './Preferencias';
import { SegundoFactorItem } from './SegundoFactor';

/**
 * The user menu's items that open a dialog of the user's own (password, preferences, second factor): their own chunk,
 * downloaded when the menu first opens (AppBar.tsx), not with every screen.
 */
export function DialogosDelUsuario() {
  return (
    <>
      <CambiarContrasenaItem />
      <PreferenciasItem />
      <SegundoFactorItem />
    </>
  );
}
