import { Create } from 'react-admin';
import { useAvisoDeError } from '../common/useAvisoDeError';
import { useAvisoYRedireccion } from '../common/useAvisoYRedireccion';
import { VehiculoForm } from './VehiculoForm';
import { useRefrescarFlota } from './useRefrescarFlota';
import { cuerpoVehiculo } from './validaciones';

/** Shared by create and edit: the spec's save error, and back to the list 1.5 s after success. */
export function useGuardadoVehiculo(mensajeExito: string) {
  const { onError } = useAvisoDeError('Error al guardar el vehículo');
  const avisarYVolver = useAvisoYRedireccion();
  const refrescarFlota = useRefrescarFlota();
  return {
    onSuccess: () => {
      // Mileage, marks and intervals move the bars and the maintenance alerts.
      refrescarFlota();
      avisarYVolver(mensajeExito, '/vehiculos');
    },
    onError,
  };
}

export function VehiculoCreate() {
  const mutationOptions = useGuardadoVehiculo('Vehículo creado correctamente');
  return (
    <Create title="Nuevo Vehículo" transform={cuerpoVehiculo} mutationOptions={mutationOptions}>
      <VehiculoForm modo="crear" />
    </Create>
  );
}
