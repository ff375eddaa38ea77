import { useCallback, useState } from 'react';
import { HttpError } from 'react-admin';
import { nuevaClave } from '../dataProvider/idempotencia';
import type { ConClave } from '../dataProvider/idempotencia';
import { useAvisoDeError } from './useAvisoDeError';

/** A key is spent by the submission that succeeded, or that the server says went with other data (422). */
const gasta = (error?: unknown) => error === undefined || (error instanceof HttpError && error.status === 422);

/**
 * The Idempotency-Key of one form (docs/decisiones.md, 85): made with the form and sent by every submission of
 * it until one succeeds, so a double click or a retry after a lost answer is applied once; then a new one. A 422
 * (the form changed after a submission whose answer was lost) spends it too, so the next submission goes.
 * `enviar` runs a submission under the key.
 */
export function useClaveDeEnvio() {
  const [clave, setClave] = useState(nuevaClave);
  const despues = useCallback((usada: string, error?: unknown) => {
    if (gasta(error)) setClave((actual) => (actual === usada ? nuevaClave() : actual));
  }, []);
  const enviar = useCallback(
    async <T>(envio: (clave: string) => Promise<T>): Promise<T> => {
      try {
        const respuesta = await envio(clave);
        despues(clave);
        return respuesta;
      } catch (error) {
        despues(clave, error);
        throw error;
      }
    },
    [clave, despues],
  );
  return { clave, despues, enviar };
}

/**
 * The mutationOptions of a react-admin <Create> whose save goes under its form's key: a failure shows the server's
 * message (else `porDefecto`); a success leaves the form for the new record, and the next form has its own key.
 */
export function useGuardadoConClave(porDefecto: string) {
  const { clave, despues } = useClaveDeEnvio();
  const { onError } = useAvisoDeError(porDefecto);
  const meta: ConClave = { claveIdempotencia: clave };
  return {
    meta,
    onError: (error: unknown) => {
      despues(clave, error);
      onError(error);
    },
  };
}
