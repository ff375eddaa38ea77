import { Create } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useAvisoDeError } from '../../common/useAvisoDeError';
import { useAvisoYRedireccion } from '../../common/useAvisoYRedireccion';
import { useRefrescarFlota } from '../useRefrescarFlota';
import { cuerpoMantenimiento } from '../validaciones';
import { MantenimientoForm } from './MantenimientoForm';

/** Shared by create and edit: the spec's save error and the return to the vehicle's list. */
export function useGuardadoMantenimiento(vehiculoId: string | undefined, mensajeExito: string) {
  const { onError } = useAvisoDeError('Error al guardar el mantenimiento');
  const avisarYVolver = useAvisoYRedireccion();
  const refrescarFlota = useRefrescarFlota();
  return {
    onSuccess: () => {
      // A maintenance record can move the oil or belt marks and the mileage.
      refrescarFlota();
      avisarYVolver(mensajeExito, `/vehiculos/${vehiculoId}/mantenimientos`);
    },
    onError,
  };
}

export function MantenimientoCreate() {
  const { id } = useParams();
  const mutationOptions = useGuardadoMantenimiento(id, 'Mantenimiento registrado correctamente');
  return (
    <Create
      resource="mantenimientos"
      title="Nuevo Mantenimiento"
      // vehiculoId only chooses the path (resources.ts createPath); the API ignores it in the body.
      transform={(values) => ({ ...cuerpoMantenimiento(values), vehiculoId: id })}
      mutationOptions={mutationOptions}
    >
      <MantenimientoForm titulo="Nuevo Mantenimiento" />
    </Create>
  );
}
