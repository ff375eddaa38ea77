import type { ReactElement, ReactNode } from 'react';
import { DataTable, type Exporter, type Identifier, List, TopToolbar } from 'react-admin';
import { Exportar } from './ExportarMenu';
import { ListaVacia } from './ListaVacia';

interface Props {
  /** 'movimientos-stock' or 'movimientos-cuenta': whose ledger, and the prefix of its remembered state. */
  resource: string;
  /** The filter that names the ledger's owner ({ productoId } or { clienteId }). */
  filter: Record<string, Identifier>;
  filters: ReactElement[];
  exporter: Exporter;
  /** Buttons before "Exportar" in the toolbar. */
  acciones?: ReactNode;
  sinMovimientos: string;
  /** The DataTable's columns. */
  children: ReactNode;
}

/**
 * A ledger (stock of a product, account of a client): its moves newest first, ten at a time, filtered
 * and exported, each with the balance it left; kept apart per owner and out of the page's address.
 */
export function LibroDeMovimientos({ resource, filter, filters, exporter, acciones, sinMovimientos, children }: Props) {
  return (
    <List
      resource={resource}
      filter={filter}
      filters={filters}
      sort={{ field: 'Fecha', order: 'DESC' }}
      perPage={10}
      title={false}
      exporter={exporter}
      storeKey={`${resource}.${Object.values(filter).join('.')}`}
      disableSyncWithLocation
      actions={
        <TopToolbar>
          {acciones}
          <Exportar />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<ListaVacia mensaje={sinMovimientos} />}>
        {children}
      </DataTable>
    </List>
  );
}
