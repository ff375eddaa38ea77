import { Card } from '@mui/material';
import { useNotify, useRecordContext, useRedirect } from 'react-admin';
import { formatFecha } from '../common/format';
import { hoyNegocio } from '../common/zonaNegocio';
import { EdicionVersionada } from '../common/EdicionVersionada';
import { PestanasConActividad } from '../auditoria/PestanasConActividad';
import { ListaForm } from './ListaForm';
import { PreciosDeLista } from './PreciosDeLista';
import { ProgramadasDeLista } from './ProgramadasDeLista';

/** The list's tabs: Datos (its rules), Precios (what it gives each product, printable), and Actividad for administrators. */
function FichaLista() {
  const lista = useRecordContext();
  if (!lista) return null;
  return (
    <PestanasConActividad
      pestanas={[
        {
          etiqueta: 'Datos',
          contenido: (
            <>
              <ProgramadasDeLista />
              <ListaForm />
            </>
          ),
        },
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
  const notify = useNotify();
  const redirect = useRedirect();
  // Prices saved for a later day are told as such: the list itself has not changed yet.
  const onSuccess = (_data: unknown, { data }: { data?: { VigenteDesde?: string } }) => {
    const dia = data?.VigenteDesde;
    if (dia && dia > hoyNegocio()) notify(`Precios programados desde el ${formatFecha(dia)}`, { type: 'info' });
    else notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('list', 'listas-precio');
  };
  return (
    <EdicionVersionada title="Editar Lista de precios" mensajeError="Error al guardar la lista de precios" mutationOptions={{ onSuccess }}>
      <FichaLista />
    </EdicionVersionada>
  );
}
