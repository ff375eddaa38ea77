import {
  BooleanField,
  CreateButton,
  DataTable,
  EditButton,
  List,
  SearchInput,
  TopToolbar,
  useGetIdentity,
  useRecordContext,
  useStore,
} from 'react-admin';
import { Badge, Box, Tab, Tabs } from '@mui/material';
import { Pendientes, usePendientes } from './Pendientes';
import { SoloActivosToggle } from '../common/SoloActivosToggle';
import { DesactivarButton } from '../common/DesactivarButton';
import { ListaVacia } from '../common/ListaVacia';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { activoDe, rutaEditar } from '../common/columnasContacto';
import { nombreCompleto, type Persona } from '../common/persona';
import { Exportar } from '../common/ExportarMenu';
import { exportadorUsuarios } from './exportador';
import { SOLO_LECTORES } from '../common/soloLectores';
import { ConsultasGuardadas } from '../common/ConsultasGuardadas';
import { AccionesEnLote } from '../common/AccionesEnLote';

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar usuarios" />,
  <SoloActivosToggle key="active" source="active" alwaysOn />,
];

function Acciones() {
  return (
    <TopToolbar>
      <CreateButton label="Nuevo Usuario" to="/usuarios/nuevo" />
      <ConsultasGuardadas />
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

type Pestana = 'todos' | 'pendientes';

/** /usuarios: every user ('Usuarios', search and the active switch) and the registrations waiting for approval ('Pendientes'). */
export function UsuarioList() {
  const [pestana, setPestana] = useStore<Pestana>('usuarios.pestana', 'todos');
  const pendientes = usePendientes();
  return (
    <>
      <Box sx={{ mt: 1 }}>
        <Tabs value={pestana} onChange={(_event, valor: Pestana) => setPestana(valor)}>
          <Tab label="Usuarios" value="todos" />
          <Tab
            value="pendientes"
            label={
              pendientes > 0 ? (
                // Read as "Pendientes (2)": the badge's number is seen, the words are heard (an aria-label
                // would not hold the visible text, and axe asks that the name does).
                <Badge badgeContent={pendientes} color="error" max={99} sx={{ pr: 1.5 }} slotProps={{ badge: { 'aria-hidden': true } }}>
                  Pendientes<Box component="span" sx={SOLO_LECTORES}>{` (${pendientes})`}</Box>
                </Badge>
              ) : (
                'Pendientes'
              )
            }
          />
        </Tabs>
      </Box>
      {pestana === 'todos' ? <TodosLosUsuarios /> : <Pendientes />}
    </>
  );
}

function TodosLosUsuarios() {
  return (
    <List
      title="Lista de Usuarios"
      filters={filtros}
      filterDefaultValues={{ active: true }}
      sort={{ field: 'NombreUsuario', order: 'ASC' }}
      actions={<Acciones />}
      exporter={exportadorUsuarios}
      empty={<ListaVacia mensaje="No hay usuarios disponibles" />}
    >
      <ListaAdaptable
        primaryText={(persona) => nombreCompleto(persona as Persona)}
        secondaryText={(u) => `${u.NombreUsuario} · ${u.Rol}`}
        tertiaryText={activoDe}
        rowClick={rutaEditar}
      >
        <DataTable bulkActionButtons={<AccionesEnLote />} rowClick={false}>
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
