import { Create, NumberInput, SimpleForm } from 'react-admin';
import { useParams } from 'react-router-dom';
import { GuardarToolbar } from '../../common/GuardarToolbar';
import { useAvisoDeError } from '../../common/useAvisoDeError';
import { useAvisoYRedireccion } from '../../common/useAvisoYRedireccion';
import { CabeceraVehiculo } from '../CabeceraVehiculo';
import { useRefrescarFlota } from '../useRefrescarFlota';
import { cuerpoKilometraje, validarKilometraje } from '../validaciones';

/** One reading: POST /vehiculos/:id/kilometraje with { kilometraje } as an integer. */
export function KilometrajeActualizar() {
  const { id } = useParams();
  const { onError } = useAvisoDeError('Error al actualizar el kilometraje');
  const avisarYVolver = useAvisoYRedireccion();
  const refrescarFlota = useRefrescarFlota();
  return (
    <Create
      resource="kilometraje"
      title="Actualizar Kilometraje"
      transform={(values) => ({ ...cuerpoKilometraje(values), vehiculoId: id })}
      mutationOptions={{
        onSuccess: () => {
          refrescarFlota();
          avisarYVolver('Kilometraje actualizado correctamente', `/vehiculos/${id}`);
        },
        onError,
      }}
    >
      <SimpleForm noValidate validate={validarKilometraje} toolbar={<GuardarToolbar />}>
        <CabeceraVehiculo titulo="Actualizar Kilometraje" />
        <NumberInput source="kilometraje" min={1} step={1} autoFocus sx={{ maxWidth: 360 }} />
      </SimpleForm>
    </Create>
  );
}
