import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query cache. A role check is computed on the phone (authProvider.canAccess) and needs no network, but
 * react-query pauses every query while offline by default: a screen's guard (RequireAccess) would show "Cargando..."
 * for as long as the signal is gone, instead of the screen (or the page that says it cannot load without signal).
 */
export function crearQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryDefaults(['auth', 'canAccess'], { networkMode: 'always' });
  return queryClient;
}
