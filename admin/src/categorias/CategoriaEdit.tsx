import { EdicionVersionada } from '../common/EdicionVersionada';
import { CategoriaForm } from './CategoriaForm';

export function CategoriaEdit() {
  return (
    <EdicionVersionada title="Editar Categoría" redirect="list" mensajeError="Error al guardar la categoría">
      <CategoriaForm />
    </EdicionVersionada>
  );
}
