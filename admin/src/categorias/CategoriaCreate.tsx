import { Create, useNotify } from 'react-admin';
import { mensajeDeError } from '../common/errores';
import { CategoriaForm } from './CategoriaForm';

export function CategoriaCreate() {
  const notify = useNotify();
  return (
    <Create
      title="Nueva Categoría"
      redirect="list"
      mutationOptions={{ onError: (error) => notify(mensajeDeError(error, 'Error al guardar la categoría'), { type: 'error' }) }}
    >
      <CategoriaForm />
    </Create>
  );
}
