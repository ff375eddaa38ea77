import type { ReactNode } from 'react';
import { List, SearchInput, TopToolbar, useResourceContext, type Exporter } from 'react-admin';
import { SoloActivosToggle, useFiltroSoloActivos } from './SoloActivosToggle';
import { LimpiarFiltrosButton } from './LimpiarFiltrosButton';
import { ListaVacia } from './ListaVacia';
import { ElegirColumnas } from './ListaAdaptable';
import { ConteoLinea } from './ConteoLinea';
import { Exportar } from './ExportarMenu';
import { ConsultasGuardadas } from './ConsultasGuardadas';
import { ImportarButton } from '../importar/ImportarButton';

interface Props {
  titulo: string;
  /** The search box's placeholder, e.g. 'Buscar clientes'. */
  buscar: string;
  /** The count line's nouns, e.g. 'cliente' / 'clientes'. */
  singular: string;
  plural: string;
  /** What the page says when there are no records at all (spec wording). */
  sinDatos: string;
  /** The toolbar's create button. */
  crear: ReactNode;
  exporter?: Exporter;
  /** Whether its records are imported from a sheet (clients, products, suppliers): the toolbar's 'Importar'. */
  importable?: boolean;
  /** The table. */
  children: ReactNode;
}

/**
 * The list of a resource that can be inactivated (clients, products, suppliers), by name: a
 * search box, the 'only active' rule by role, a toolbar (clear filters, create, import, export) and the
 * count line.
 */
export function ListaConActivos({ titulo, buscar, singular, plural, sinDatos, crear, exporter, importable = true, children }: Props) {
  const resource = useResourceContext()!;
  const { isPending, veInactivos, filter, filterDefaultValues } = useFiltroSoloActivos(resource);
  if (isPending) return null;
  const filtros = [
    <SearchInput key="q" source="q" alwaysOn placeholder={buscar} />,
    ...(veInactivos ? [<SoloActivosToggle key="active" source="active" alwaysOn />] : []),
  ];
  return (
    <List
      title={titulo}
      filters={filtros}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      sort={{ field: 'Nombre', order: 'ASC' }}
      exporter={exporter}
      actions={
        <TopToolbar>
          <LimpiarFiltrosButton valoresPorDefecto={filterDefaultValues} />
          {crear}
          {importable && <ImportarButton />}
          <ElegirColumnas />
          <ConsultasGuardadas />
          <Exportar />
        </TopToolbar>
      }
      empty={<ListaVacia mensaje={sinDatos} />}
    >
      <ConteoLinea singular={singular} plural={plural} />
      {children}
    </List>
  );
}
