import { DataTable, List, type RaRecord, SelectInput } from 'react-admin';
import { type Correo as CorreoApi, ESTADOS_CORREO } from '#dominio/correos';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaVacia } from '../common/ListaVacia';
import { formatFecha } from '../common/format';
import { EstadoDelCorreo } from './estado';

type Correo = CorreoApi & RaRecord;

const ESTADOS = Object.entries(ESTADOS_CORREO).map(([id, name]) => ({ id, name }));
const filtros = [<SelectInput key="estado" source="estado" label="Estado" choices={ESTADOS} emptyText="Todos" alwaysOn />];
const creado = (c: Correo) => formatFecha(c.CreadoEn, true);

/** /correos (Administrador): the outbox, newest first: each mail's address, subject and what became of it. */
export function CorreoList() {
  return (
    <List title="Correos" sort={{ field: 'CreadoEn', order: 'DESC' }} filters={filtros} actions={false} empty={false}>
      <ListaAdaptable<Correo>
        primaryText={(c) => c.Asunto}
        secondaryText={(c) => c.Para}
        tertiaryText={(c) => ESTADOS_CORREO[c.Estado]}
        rowClick="show"
      >
        <DataTable<Correo>
          bulkActionButtons={false}
          rowClick={(id) => `/correos/${id}`}
          empty={<ListaVacia mensaje="Todavía no se envió ningún correo" />}
        >
          <DataTable.Col source="CreadoEn" render={creado} />
          <DataTable.Col source="Para" />
          <DataTable.Col source="Asunto" disableSort />
          <DataTable.Col source="Estado" render={(c: Correo) => <EstadoDelCorreo estado={c.Estado} />} />
          <DataTable.Col source="Intentos" align="right" />
          <DataTable.Col source="EnviadoEn" render={(c: Correo) => (c.EnviadoEn ? formatFecha(c.EnviadoEn, true) : '')} />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
