import { Edit, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import { VehiculoForm } from './VehiculoForm';
import { useGuardadoVehiculo } from './VehiculoCreate';
import { cuerpoVehiculo } from './validaciones';

export function VehiculoEdit() {
  const { id } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const mutationOptions = useGuardadoVehiculo('Vehículo actualizado correctamente');
  return (
    <Edit
      id={id}
      title="Editar Vehículo"
      mutationMode="pessimistic"
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
    </Edit>
  );
}
