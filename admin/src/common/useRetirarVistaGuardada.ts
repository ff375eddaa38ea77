import { useLayoutEffect } from 'react';
import { retirarVistaGuardada } from '../arranque/vistaGuardada';

/**
 * Once a screen shows something of its own (`listo`), the figures the HTML shell painted from the phone go, in the
 * same frame (arranque/, issue 46).
 */
export function useRetirarVistaGuardada(listo = true) {
  useLayoutEffect(() => {
    if (listo) retirarVistaGuardada();
  }, [listo]);
}
