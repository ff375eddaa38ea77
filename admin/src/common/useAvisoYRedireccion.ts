import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** Spec: after a successful save the screen shows its message and moves on 1.5 s later. */
export const DEMORA_REDIRECCION_MS = 1500;

/**
 * Shows a success message, then navigates to `destino` after DEMORA_REDIRECCION_MS. Leaving the
 * screen before then cancels the pending navigation, so it never pulls the user back.
 */
export function useAvisoYRedireccion() {
  const notify = useNotify();
  const navigate = useNavigate();
  const pendiente = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendiente.current), []);
  return useCallback(
    (mensaje: string, destino: string) => {
      notify(mensaje, { type: 'success' });
      clearTimeout(pendiente.current);
      pendiente.current = setTimeout(() => navigate(destino), DEMORA_REDIRECCION_MS);
    },
    [notify, navigate],
  );
}
