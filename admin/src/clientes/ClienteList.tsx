import {
  BooleanField,
  Button,
  CreateButton,
  DataTable,
  EditButton,
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import HistoryIcon from '@mui/icons-material/History';
import { SoloActivosToggle, useFiltroSoloActivos } from '../common/SoloActivosToggle';
import { DesactivarButton } from '../common/DesactivarButton';
import { ListaVacia } from '../common/ListaVacia';
import { LimpiarFiltrosButton } from '../common/LimpiarFiltrosButton';
import { ConteoLinea } from '../common/ConteoLinea';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';
import { nombreCompleto } from '../common/historial';
import { exportarComo } from '../common/exportar';
import { Link } from 'react-router-dom';

const SIN_DATOS = 'No hay clientes disponibles';

const exportador = exportarComo((c) => ({
  ID: c.ClienteID,
  Nombre: c.Nombre,
  Apellido: c.Apellido,
  Teléfono: c.Telefono,
  Dirección: c.Direccion,
  Email: c.Email,
  Activo: c.Active ? 'Sí' : 'No',
}));

function Acciones({ valoresPorDefecto }: { valoresPorDefecto?: Record<string, unknown> }) {
  return (
    <TopToolbar>
      <LimpiarFiltrosButton valoresPorDefecto={valoresPorDefecto} />
      <CreateButton label="Nuevo Cliente" to="/clientes/nuevo" />
      <ExportButton />
    </TopToolbar>
  );
}

function AccionesFila() {
  const record = useRecordContext();
  return (
    <>
      <EditButton to={`/clientes/editar/${record?.id}`} />
      {/* Failures are only logged (spec error catalogue). */}
      <DesactivarButton pregunta={(c) => `¿Inactivar al cliente ${nombreCompleto(c)}?`} />
      <Button component={Link} label="Historial" to={`/clientes/${record?.id}/historial`}>
        <HistoryIcon />
      </Button>
    </>
  );
}

export function ClienteList() {
  const { isPending, veInactivos, filter, filterDefaultValues } = useFiltroSoloActivos('clientes');
  if (isPending) return null;
  const filtros = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Buscar clientes" />,
    ...(veInactivos ? [<SoloActivosToggle key="active" source="active" alwaysOn />] : []),
  ];
  return (
    <List
      title="Clientes"
      filters={filtros}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      sort={{ field: 'Nombre', order: 'ASC' }}
      exporter={exportador}
      actions={<Acciones valoresPorDefecto={filterDefaultValues} />}
      empty={<ListaVacia mensaje={SIN_DATOS} />}
    >
      <ConteoLinea singular="cliente" plural="clientes" />
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={<VacioSegunBusqueda sinDatos={SIN_DATOS} sinResultados="No se encontraron clientes que coincidan con la búsqueda" />}
      >
        <DataTable.Col source="Nombre" render={nombreCompleto} />
        <DataTable.Col source="Telefono" sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col source="Email" />
        <DataTable.Col source="Direccion" />
        <DataTable.Col source="Active" field={BooleanField} />
        <DataTable.Col label="Acciones" disableSort sx={{ whiteSpace: 'nowrap' }}>
          <AccionesFila />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
