import { Create } from 'react-admin';
import { useAvisoDeError } from '../common/useAvisoDeError';
import { cuerpoDelPlan, HojaForm } from './HojaForm';

export function HojaCreate() {
  return (
    <Create
      title="Planificar hoja de ruta"
      redirect={(_resource, id) => `hojas-de-ruta/editar/${id}`}
      transform={cuerpoDelPlan}
      mutationOptions={useAvisoDeError('Error al guardar la hoja de ruta')}
    >
      <HojaForm />
    </Create>
  );
}
