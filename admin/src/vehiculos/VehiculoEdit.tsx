import { useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { VehiculoForm } from './VehiculoForm';
import { useGuardadoVehiculo } from './VehiculoCreate';
import { cuerpoVehiculo } from './validaciones';
import { EdicionVersionada } from '../common/EdicionVersionada';

export function VehiculoEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const mutationOptions = useGuardadoVehiculo('Vehículo actualizado correctamente');
  return (
    <EdicionVersionada
      id={id}
      title="Editar Vehículo"
      mensajeError="Error al guardar el vehículo"
      transform={cuerpoVehiculo}
      queryOptions={{
        onError: () => {
          notify('Error al cargar el vehículo', { type: 'error' });
          redirect('/vehiculos');
        },
      }}
      mutationOptions={mutationOptions}
    >
      <VehiculoForm modo="editar" />
    </EdicionVersionada>
  );
}
