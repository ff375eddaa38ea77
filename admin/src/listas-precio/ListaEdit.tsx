import { Card } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EdicionVersionada } from '../common/EdicionVersionada';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';
import { ListaForm } from './ListaForm';
import { PreciosDeLista } from './PreciosDeLista';

/** The list's tabs: Datos (its rules), Precios (what it gives each product, printable), and Actividad for administrators. */
function FichaLista() {
  const lista = useRecordContext();
  if (!lista) return null;
  return (
    <PestanasConActividad
      pestanas={[
        { etiqueta: 'Datos', contenido: <ListaForm /> },
        {
          etiqueta: 'Precios',
          contenido: (
            <Card variant="outlined" sx={{ m: 2 }}>
              <PreciosDeLista listaId={lista.id} />
            </Card>
          ),
        },
      ]}
    />
  );
}

export function ListaEdit() {
  return (
    <EdicionVersionada title="Editar Lista de precios" redirect="list" mensajeError="Error al guardar la lista de precios">
      <FichaLista />
    </EdicionVersionada>
  );
}
