import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useRecordContext, useRefresh, useResourceContext, useUpdate } from 'react-admin';
import BlockIcon from '@mui/icons-material/Block';
import type { Inactivacion } from '../dataProvider';
import { Boton } from './Boton';
import { mensajeDeError, registroActualDeConflicto } from './errores';

interface Props {
  /** Confirm dialog title. */
  titulo?: string;
  /** What the dialog asks, e.g. '¿Inactivar el cliente Juan Pérez?'. */
  pregunta: (record: Record<string, unknown>) => string;
  /** Shown when the call fails; without it a failure is only logged (spec for clients, products, suppliers). */
  mensajeError?: string;
  /** Extra reason to disable it (e.g. one's own account). */
  deshabilitado?: boolean;
}

const INACTIVACION: Inactivacion = { accion: 'desactivar' };

/**
 * Inactivate with confirmation, then undoable for a few seconds (react-admin's optimistic
 * 'undoable' mode: the call leaves when the notice closes, over the version shown). Roles without
 * the 'desactivar' right see it disabled; an inactive record has nothing to inactivate.
 */
export function DesactivarButton({ titulo = 'Confirmar Inactivación', pregunta, mensajeError, deshabilitado }: Props) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const [actualizar] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'desactivar', record });
  const [abierto, setAbierto] = useState(false);
  if (!record) return null;

  const confirmar = () => {
    setAbierto(false);
    actualizar(
      resource,
      { id: record.id, data: { Active: false }, previousData: record, meta: INACTIVACION },
      {
        mutationMode: 'undoable',
        onSuccess: () => notify('Registro inactivado', { type: 'info', undoable: true }),
        onError: (error) => {
          if (registroActualDeConflicto(error)) {
            // Someone changed the record since it was shown: say so and show it as it is now.
            notify(mensajeDeError(error, ''), { type: 'warning' });
            refresh();
          } else {
            console.error('Error al inactivar', error);
            if (mensajeError) notify(mensajeError, { type: 'error' });
          }
        },
      },
    );
  };

  return (
    <>
      <Boton
        label="Inactivar"
        color="error"
        disabled={!canAccess || !record.Active || deshabilitado}
        onClick={(event) => {
          event.stopPropagation();
          setAbierto(true);
        }}
      >
        <BlockIcon />
      </Boton>
      <Confirm
        isOpen={abierto}
        title={titulo}
        content={pregunta(record)}
        confirm="Inactivar"
        cancel="Cancelar"
        onConfirm={confirmar}
        onClose={() => setAbierto(false)}
      />
    </>
  );
}
