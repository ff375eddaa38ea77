import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { ALERTAS_REFRESCO_MS } from '../alertas/useAlertas';
import { precargaLlegada, tomarPrecarga } from '../common/precarga';
import type { DatosDashboard } from '#dominio/dashboard';

/** Every figure of the dashboard in one call; refreshed every 5 minutes like the alerts (docs/funcional.md, Dashboard). */
export function useDashboard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => tomarPrecarga('dashboard', async () => (await dataProvider.dashboard()).data),
    // Figures already preloaded show in the first render; the query then takes them without asking again.
    initialData: () => precargaLlegada<DatosDashboard>('dashboard'),
    refetchInterval: ALERTAS_REFRESCO_MS,
    retry: false,
  });
  /** The refresh button also refreshes the top bar's alert badges, so they agree with the panels. */
  const actualizar = () => {
    void queryClient.invalidateQueries({ queryKey: ['alertas'] });
    return query.refetch();
  };
  return { ...query, actualizar };
}
