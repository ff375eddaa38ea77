import { useState } from 'react';
import { BulkUpdateButton, type Identifier, type RaRecord, useCanAccess, useListContext, useResourceContext } from 'react-admin';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import BlockIcon from '@mui/icons-material/Block';
import type { Inactivacion } from '../dataProvider';
import { ExportarSeleccionados } from './ExportarMenu';

/** The rows of every cached page of `resource`'s list (react-admin's getList, "Seleccionar todo" too), oldest answer first. */
function filasEnCache(queryClient: QueryClient, resource: string): RaRecord[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: [resource, 'getList'] })
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt)
    .flatMap(({ state }) => (state.data as { data?: RaRecord[] } | undefined)?.data ?? []);
}

/**
 * The Version the user last saw of each row, on whatever page: a selection outlives its page, and react-admin's
 * "Seleccionar todo" selects rows the list never shows (it reads them into the query cache as it selects them).
 * Without it a row selected on another page would be inactivated over a change made meanwhile.
 */
function useVersionesVistas(): Map<Identifier, unknown> {
  const { data, selectedIds } = useListContext();
  const resource = useResourceContext() as string;
  const queryClient = useQueryClient();
  // Read while rendering, not in an effect: the button takes its versions from this render.
  const [vistas] = useState(() => new Map<Identifier, unknown>());
  for (const registro of data ?? []) vistas.set(registro.id, registro.Version);
  const faltan = new Set(selectedIds.filter((id) => !vistas.has(id)));
  if (faltan.size > 0) {
    for (const registro of filasEnCache(queryClient, resource)) {
      if (faltan.has(registro.id)) vistas.set(registro.id, registro.Version);
    }
  }
  return vistas;
}

/** Inactivates the selected rows, undoable while its notice shows; each goes over the version the user saw. */
function InactivarSeleccionados() {
  const { selectedIds } = useListContext();
  const vistas = useVersionesVistas();
  const meta: Inactivacion = {
    accion: 'desactivar',
    versiones: Object.fromEntries(selectedIds.filter((id) => vistas.has(id)).map((id) => [id, vistas.get(id)])),
  };
  return (
    <BulkUpdateButton
      label="Inactivar seleccionados"
      icon={<BlockIcon />}
      color="error"
      data={{ Active: false }}
      mutationMode="undoable"
      mutationOptions={{ meta }}
      successMessage="carbonsur.inactivados"
    />
  );
}

/**
 * The bulk actions of a list of records that can be inactivated: exporting the selection for every
 * role, inactivating it for whoever may inactivate one (the server still judges each record).
 */
export function AccionesEnLote() {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'desactivar' });
  return (
    <>
      {canAccess && <InactivarSeleccionados />}
      <ExportarSeleccionados />
    </>
  );
}
