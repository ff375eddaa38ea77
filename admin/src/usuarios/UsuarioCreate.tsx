import { Create, useNotify } from 'react-admin';
import { UsuarioForm } from './UsuarioForm';
import { mensajeDeError } from '../common/errores';

export function UsuarioCreate() {
  const notify = useNotify();
  return (
    <Create
      title="Nuevo Usuario"
      redirect="list"
      mutationOptions={{ onError: (error) => notify(mensajeDeError(error, 'Error al guardar el usuario'), { type: 'error' }) }}
    >
      <UsuarioForm modo="crear" />
    </Create>
  );
}
