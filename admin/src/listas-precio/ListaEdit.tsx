import { EdicionVersionada } from '../common/EdicionVersionada';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';
import { ListaForm } from './ListaForm';

export function ListaEdit() {
  return (
    <EdicionVersionada title="Editar Lista de precios" redirect="list" mensajeError="Error al guardar la lista de precios">
      <PestanasConActividad pestanas={[{ etiqueta: 'Datos', contenido: <ListaForm /> }]} />
    </EdicionVersionada>
  );
}
