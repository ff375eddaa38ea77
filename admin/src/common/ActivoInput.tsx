import { BooleanInput, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';

/**
 * The Active switch of a form. Reactivating is open to everyone, but turning an active record
 * off is inactivating, which only roles with the 'desactivar' right may do (the server refuses it
 * otherwise), so for the others it stays on.
 */
export function ActivoInput() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const { canAccess } = useCanAccess({ resource, action: 'desactivar' });
  const bloqueado = record?.id != null && record.Active === true && !canAccess;
  return <BooleanInput source="Active" disabled={bloqueado} helperText={bloqueado ? 'Solo un administrador puede inactivar' : false} />;
}
