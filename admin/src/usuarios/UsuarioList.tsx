import { BooleanField, CreateButton, DataTable, EditButton, List, SearchInput, TopToolbar, useGetIdentity, useRecordContext } from 'react-admin';
import { SoloActivosToggle } from '../common/SoloActivosToggle';
import { DesactivarButton } from '../common/DesactivarButton';
import { ListaVacia } from '../common/ListaVacia';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { activoDe, rutaEditar } from '../common/columnasContacto';
import { nombreCompleto, type Persona } from '../common/persona';
import { Exportar } from '../common/Boton';

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar usuarios" />,
  <SoloActivosToggle key="active" source="active" alwaysOn />,
];

function Acciones() {
  return (
    <TopToolbar>
      <CreateButton label="Nuevo Usuario" to="/usuarios/nuevo" />
      <Exportar />
    </TopToolbar>
  );
}

function AccionesFila() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  return (
    <>
      <EditButton to={`/usuarios/editar/${record?.id}`} />
      <DesactivarButton
        pregunta={(u) => `¿Inactivar al usuario ${u.NombreUsuario}? No podrá iniciar sesión.`}
        mensajeError="Error al inactivar el usuario"
        deshabilitado={identity?.id === record?.id}
      />
    </>
  );
}

export function UsuarioList() {
  return (
    <List
      title="Lista de Usuarios"
      filters={filtros}
      filterDefaultValues={{ active: true }}
      sort={{ field: 'NombreUsuario', order: 'ASC' }}
      actions={<Acciones />}
      empty={<ListaVacia mensaje="No hay usuarios disponibles" />}
    >
      <ListaAdaptable
        primaryText={(persona) => nombreCompleto(persona as Persona)}
        secondaryText={(u) => `${u.NombreUsuario} · ${u.Rol}`}
        tertiaryText={activoDe}
        rowClick={rutaEditar}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="Nombre" />
          <DataTable.Col source="Apellido" />
          <DataTable.Col source="NombreUsuario" />
          <DataTable.Col source="Email" />
          <DataTable.Col source="Rol" />
          <DataTable.Col source="Active" field={BooleanField} />
          <DataTable.Col label="Acciones" disableSort>
            <AccionesFila />
          </DataTable.Col>
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
