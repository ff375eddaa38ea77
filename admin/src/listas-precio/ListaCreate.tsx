import { Create, useNotify } from 'react-admin';
import { mensajeDeError } from '../common/errores';
import { ListaForm } from './ListaForm';

export function ListaCreate() {
  const notify = useNotify();
  return (
    <Create
      title="Nueva Lista de precios"
      redirect="list"
      mutationOptions={{ onError: (error) => notify(mensajeDeError(error, 'Error al guardar la lista de precios'), { type: 'error' }) }}
    >
      <ListaForm />
    </Create>
  );
}
