import { useNotify, useRedirect } from 'react-admin';

/**
 * A detail screen's queryOptions: no retries, and on failure the screen's message ('... no encontrado'
 * for a 404, else its loading error) and back to the list.
 */
export function useCargaDeDetalle(resource: string, noEncontrado: string, errorDeCarga: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    retry: false,
    onError: (error: unknown) => {
      notify((error as { status?: number }).status === 404 ? noEncontrado : errorDeCarga, { type: 'error' });
      redirect('list', resource);
    },
  };
}
