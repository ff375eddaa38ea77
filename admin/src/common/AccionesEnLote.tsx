import { useRef } from 'react';
import { BulkUpdateButton, type Identifier, type RaRecord, useCanAccess, useListContext, useResourceContext } from 'react-admin';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import BlockIcon from '@mui/icons-material/Block';
import type { Inactivacion } from '../dataProvider';
import { ExportarSeleccionados } from './ExportarMenu';

/** The records a cached answer of `resource` holds (a page, a getMany, a getOne), oldest answer first. */
function registrosEnCache(queryClient: QueryClient, resource: string): RaRecord[] {
  const consultas = queryClient
    .getQueryCache()
    .findAll({ queryKey: [resource] })
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  return consultas.flatMap(({ state: { data } }) => {
    const respuesta = data as { data?: unknown } | RaRecord[] | RaRecord | undefined;
    if (Array.isArray(respuesta)) return respuesta;
    if (Array.isArray(respuesta?.data)) return respuesta.data as RaRecord[];
    return respuesta && 'id' in respuesta ? [respuesta as RaRecord] : [];
  });
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
  const vistas = useRef(new Map<Identifier, unknown>()).current;
  for (const registro of data ?? []) vistas.set(registro.id, registro.Version);
  const faltan = new Set(selectedIds.filter((id) => !vistas.has(id)));
  if (faltan.size > 0) {
    for (const registro of registrosEnCache(queryClient, resource)) {
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
