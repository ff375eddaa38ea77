import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query cache, with two choices for a phone that loses its signal:
 * - A role check is computed on the phone (authProvider.canAccess) and needs no network; react-query pauses every
 *   query while offline by default, and a screen's guard (RequireAccess) would show "Cargando..." for as long as the
 *   signal is gone, instead of the screen or the page that says it cannot load without signal.
 * - A write is tried at once and fails with its message (the screen's, or httpClient's SIN_CONEXION), the form kept as
 *   typed.
 *   Paused by default, a save showed its spinner with no word, and went out on its own whenever the signal came back,
 *   or never if the app was closed meanwhile.
 */
export function crearQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
  queryClient.setQueryDefaults(['auth', 'canAccess'], { networkMode: 'always' });
  return queryClient;
}
