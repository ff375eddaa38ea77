import { Edit, TopToolbar, useNotify } from 'react-admin';
import { UsuarioForm, sinContrasenaVacia } from './UsuarioForm';
import { DesbloquearIngresoButton } from './DesbloquearIngresoButton';
import { mensajeDeError } from '../common/errores';

export function UsuarioEdit() {
  const notify = useNotify();
  return (
    <Edit
      title="Editar Usuario"
      redirect="list"
      mutationMode="pessimistic"
      transform={sinContrasenaVacia}
      actions={
        <TopToolbar>
          <DesbloquearIngresoButton />
        </TopToolbar>
      }
      mutationOptions={{ onError: (error) => notify(mensajeDeError(error, 'Error al guardar el usuario'), { type: 'error' }) }}
    >
      <UsuarioForm modo="editar" />
    </Edit>
  );
}
