import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { ALERTAS_REFRESCO_MS } from '../alertas/useAlertas';
import { tomarPrecarga } from '../common/precarga';

/** Every figure of the dashboard in one call; refreshed every 5 minutes like the alerts (docs/funcional.md, Dashboard). */
export function useDashboard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => tomarPrecarga('dashboard', () => dataProvider.dashboard()),
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
