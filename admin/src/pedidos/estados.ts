import type { TabFiltro } from '../common/TabsFiltro';

/** The status tabs of the order list and of the order history. */
export const TABS_ESTADO_PEDIDO: TabFiltro[] = [
  { label: 'Todos' },
  { label: 'Pendientes', value: 'Pendiente' },
  { label: 'En Proceso', value: 'En Proceso' },
  { label: 'Completados', value: 'Completado' },
  { label: 'Cancelados', value: 'Cancelado' },
];
