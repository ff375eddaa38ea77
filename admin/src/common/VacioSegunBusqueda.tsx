import { useListContext } from 'react-admin';
import { ListaVacia } from './ListaVacia';

/**
 * The empty text of a list table: one message when a search found nothing, another when there
 * is nothing to show at all (spec: 'No hay clientes disponibles' / 'No se encontraron clientes
 * que coincidan con la búsqueda').
 */
export function VacioSegunBusqueda({ sinDatos, sinResultados, busqueda = 'q' }: { sinDatos: string; sinResultados: string; busqueda?: string }) {
  const { filterValues } = useListContext();
  return <ListaVacia mensaje={filterValues[busqueda] ? sinResultados : sinDatos} />;
}
