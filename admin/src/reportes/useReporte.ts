import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

type Lectores = Pick<AppDataProvider, 'reporteVentas' | 'reporteCobranzas' | 'reporteFlota' | 'reporteStock'>;

/**
 * A report `R` as the API computes it for `consulta`, read by the data provider's `lector`. While the next one is on
 * its way (another period, another grouping), the last one stays on screen under the loading bar.
 */
export function useReporte<K extends keyof Lectores, R>(lector: K, consulta: Parameters<Lectores[K]>[0]) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const leer = dataProvider[lector] as (consulta: Parameters<Lectores[K]>[0]) => Promise<{ data: unknown }>;
  const { data, error, isFetching } = useQuery({
    queryKey: [lector, consulta],
    queryFn: async () => (await leer(consulta)).data as R,
    placeholderData: (anterior) => anterior,
  });
  return { reporte: data, error, cargando: isFetching };
}
