import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { cuerpoMantenimiento } from '../validaciones';
import { MantenimientoForm } from './MantenimientoForm';
import { useGuardadoMantenimiento } from './MantenimientoCreate';
import { EdicionVersionada } from '../../common/EdicionVersionada';

export function MantenimientoEdit() {
  const { id, mantenimientoId } = useParams();
  const notify = useNotify();
  const mutationOptions = useGuardadoMantenimiento(id, 'Mantenimiento actualizado correctamente');
  return (
    <EdicionVersionada
      resource="mantenimientos"
      id={mantenimientoId}
      title="Editar Mantenimiento"
      mensajeError="Error al guardar el mantenimiento"
      transform={cuerpoMantenimiento}
      redirect={false}
      queryOptions={{ onError: () => notify('Error al cargar el mantenimiento', { type: 'error' }) }}
      mutationOptions={mutationOptions}
    >
      <MantenimientoForm titulo="Editar Mantenimiento" />
    </EdicionVersionada>
  );
}
