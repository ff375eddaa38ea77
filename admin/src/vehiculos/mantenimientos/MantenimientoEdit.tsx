import { Edit, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { cuerpoMantenimiento } from '../validaciones';
import { MantenimientoForm } from './MantenimientoForm';
import { useGuardadoMantenimiento } from './MantenimientoCreate';

export function MantenimientoEdit() {
  const { id, mantenimientoId } = useParams();
  const notify = useNotify();
  const mutationOptions = useGuardadoMantenimiento(id, 'Mantenimiento actualizado correctamente');
  return (
    <Edit
      resource="mantenimientos"
      id={mantenimientoId}
      title="Editar Mantenimiento"
      mutationMode="pessimistic"
      transform={cuerpoMantenimiento}
      redirect={false}
      queryOptions={{ onError: () => notify('Error al cargar el mantenimiento', { type: 'error' }) }}
      mutationOptions={mutationOptions}
    >
      <MantenimientoForm titulo="Editar Mantenimiento" />
    </Edit>
  );
}
