import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { Alertas, AppDataProvider } from '../dataProvider';
import { tomarLlegada, tomarPrecarga } from '../common/precarga';

/** Both alert lists refresh every 5 minutes (spec: 300000 ms). */
export const ALERTAS_REFRESCO_MS = 300_000;

/**
 * A list read this recently is not asked again when one more badge or panel shows it (the top bar's, then the menu's,
 * as the layout mounts): the first screen's single request (GET /inicio) stays single. Refresh buttons and a change
 * of the fleet (useRefrescarFlota) still ask.
 */
const ALERTAS_FRESCAS_MS = 10_000;

export type TipoAlerta = keyof Alertas;

/** The alert pages' routes. */
export const RUTAS_ALERTAS: Record<TipoAlerta, string> = {
  mantenimiento: '/vehiculos/alertas/mantenimiento',
  documentos: '/vehiculos/alertas/documentos',
};

/**
 * One alert list, shared by the top bar, the menu badge, the dashboard and the alert pages
 * through react-query's cache, so every badge equals the length of the list it links to.
 */
export function useAlertas<K extends TipoAlerta>(tipo: K) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['alertas', tipo],
    queryFn: async () => {
      try {
        return await tomarPrecarga(`alertas/${tipo}`, async () => (await dataProvider.alertas(tipo)).data);
      } catch (error) {
        // Spec: a failed alert fetch is only logged; badges then count 0.
        console.error(`Error al cargar las alertas de ${tipo}`, error);
        throw error;
      }
    },
    // Taken, not only read: the next read of the list (an invalidation, the 5-minute refresh) asks the server.
    initialData: () => tomarLlegada<Alertas[K][]>(`alertas/${tipo}`),
    staleTime: ALERTAS_FRESCAS_MS,
    refetchInterval: ALERTAS_REFRESCO_MS,
    retry: false,
  });
}

/** Counts for the badges; a failed fetch counts as 0. */
export function useConteoAlertas() {
  const mantenimiento = useAlertas('mantenimiento');
  const documentos = useAlertas('documentos');
  return {
    cargando: mantenimiento.isLoading || documentos.isLoading,
    mantenimiento: mantenimiento.data?.length ?? 0,
    documentos: documentos.data?.length ?? 0,
  };
}
