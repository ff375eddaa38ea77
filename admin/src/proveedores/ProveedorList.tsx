import { Link } from 'react-router-dom';
import {
  BooleanField,
  Button,
  DataTable,
  EditButton,
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import { SoloActivosToggle, useFiltroSoloActivos } from '../common/SoloActivosToggle';
import { DesactivarButton } from '../common/DesactivarButton';
import { ListaVacia } from '../common/ListaVacia';
import { LimpiarFiltrosButton } from '../common/LimpiarFiltrosButton';
import { ConteoLinea } from '../common/ConteoLinea';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';

const SIN_DATOS = 'No hay proveedores disponibles';

/** 'Nuevo Proveedor' is for administrators; other roles see it disabled (spec), not hidden. */
function NuevoProveedorButton() {
  const { canAccess } = useCanAccess({ resource: 'proveedores', action: 'create' });
  return (
    <Button component={Link} label="Nuevo Proveedor" to="/proveedores/nuevo" disabled={!canAccess}>
      <AddIcon />
    </Button>
  );
}

function Acciones({ valoresPorDefecto }: { valoresPorDefecto?: Record<string, unknown> }) {
  return (
    <TopToolbar>
      <LimpiarFiltrosButton valoresPorDefecto={valoresPorDefecto} />
      <NuevoProveedorButton />
      <ExportButton />
    </TopToolbar>
  );
}

function AccionesFila() {
  const record = useRecordContext();
  return (
    <>
      <EditButton to={`/proveedores/editar/${record?.id}`} />
      {/* Failures are only logged (spec error catalogue). */}
      <DesactivarButton pregunta={(p) => `¿Inactivar el proveedor ${p.Nombre}?`} />
      <Button component={Link} label="Historial" to={`/proveedores/${record?.id}/historial`}>
        <HistoryIcon />
      </Button>
    </>
  );
}

/** /proveedores: like the client list (search over name, email, phone and address). */
export function ProveedorList() {
  const { isPending, veInactivos, filter, filterDefaultValues } = useFiltroSoloActivos('proveedores');
  if (isPending) return null;
  const filtros = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Buscar proveedores" />,
    ...(veInactivos ? [<SoloActivosToggle key="active" source="active" alwaysOn />] : []),
  ];
  return (
    <List
      title="Gestión de Proveedores"
      filters={filtros}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      sort={{ field: 'Nombre', order: 'ASC' }}
      actions={<Acciones valoresPorDefecto={filterDefaultValues} />}
      empty={<ListaVacia mensaje={SIN_DATOS} />}
    >
      <ConteoLinea singular="proveedor" plural="proveedores" />
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={<VacioSegunBusqueda sinDatos={SIN_DATOS} sinResultados="No se encontraron proveedores que coincidan con la búsqueda" />}
      >
        <DataTable.Col source="Nombre" />
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
