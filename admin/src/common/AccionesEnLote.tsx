import { BulkUpdateButton, useCanAccess, useListContext, useResourceContext } from 'react-admin';
import BlockIcon from '@mui/icons-material/Block';
import type { Inactivacion } from '../dataProvider';
import { ExportarSeleccionados } from './ExportarMenu';

/** Inactivates the selected rows, undoable while its notice shows; each goes over the version shown. */
function InactivarSeleccionados() {
  const { data = [], selectedIds } = useListContext();
  const meta: Inactivacion = {
    accion: 'desactivar',
    versiones: Object.fromEntries(data.filter((r) => selectedIds.includes(r.id)).map((r) => [r.id, r.Version])),
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
