import { Box, Chip, Divider, Stack, Tab, Tabs } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  CreateButton,
  DataTable,
  EditButton,
  FilterLiveForm,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  type RaRecord,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { DesactivarButton } from '../common/DesactivarButton';
import { LimpiarFiltrosButton } from '../common/LimpiarFiltrosButton';
import { ListaVacia } from '../common/ListaVacia';
import { exportarComo, fechaHora } from '../common/exportar';
import { SoloActivosToggle, useFiltroSoloActivos } from '../common/SoloActivosToggle';
import { ProgresoMantenimiento } from './ProgresoMantenimiento';
import { ChipActivo, ChipDisponible } from './VehiculoChips';
import type { Vehiculo } from '#dominio/vehiculos';
import { formatKm } from '#dominio/vencimientos';
import { FechaInput } from '../common/FechaInput';
import { ElegirColumnas, ListaAdaptable } from '../common/ListaAdaptable';
import { Boton } from '../common/Boton';
import { Exportar } from '../common/ExportarMenu';
import { ConsultasGuardadas } from '../common/ConsultasGuardadas';
import { AccionesEnLote } from '../common/AccionesEnLote';

const exportador = exportarComo<Vehiculo & RaRecord>((v) => ({
  Patente: v.Patente,
  Marca: v.Marca,
  Modelo: v.Modelo,
  Año: v.Anio,
  Kilometraje: v.KilometrajeActual,
  'Km restantes aceite': v.KmRestantesAceite,
  'Km restantes correa': v.KmRestantesCorrea,
  Estado: v.EstadoDerivado,
  Documentos: v.CantidadDocumentos,
  Activo: v.Active,
  'Fecha de alta': fechaHora(v.FechaCreacion),
}));

const ESTADOS_VEHICULO = ['Disponible', 'En uso', 'Mantenimiento'].map((e) => ({ id: e, name: e }));

/** Tabs per derived status (the same `estado` filter as the panel's select), plus 'Con alertas'. */
const PESTANAS = [
  { value: 'todos', label: 'Todos', filtro: {} },
  { value: 'Disponible', label: 'Disponibles', filtro: { estado: 'Disponible' } },
  { value: 'En uso', label: 'En uso', filtro: { estado: 'En uso' } },
  { value: 'Mantenimiento', label: 'Mantenimiento', filtro: { estado: 'Mantenimiento' } },
  { value: 'alertas', label: 'Con alertas', filtro: { conAlertas: true } },
];

function pestanaActual(filterValues: Record<string, unknown>): string {
  if (filterValues.conAlertas) return 'alertas';
  return PESTANAS.some((p) => p.value === filterValues.estado) ? String(filterValues.estado) : 'todos';
}

function PestanasEstado() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  return (
    <>
      <Tabs
        value={pestanaActual(filterValues)}
        variant="scrollable"
        indicatorColor="primary"
        onChange={(_event, value: string) => {
          const { estado: _estado, conAlertas: _conAlertas, ...resto } = filterValues;
          const pestana = PESTANAS.find((p) => p.value === value)!;
          setFilters({ ...resto, ...pestana.filtro }, displayedFilters);
        }}
      >
        {PESTANAS.map((p) => (
          <Tab key={p.value} value={p.value} label={p.label} />
        ))}
      </Tabs>
      <Divider />
    </>
  );
}

/** Marca, Estado and the creation dates, with the panel's two buttons. */
function PanelFiltros({ filtrosIniciales }: { filtrosIniciales: Record<string, unknown> }) {
  const refresh = useRefresh();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, px: 2, pt: 2 }}>
      <FilterLiveForm>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <TextInput source="marca" helperText={false} fullWidth={false} />
          <SelectInput source="estado" choices={ESTADOS_VEHICULO} helperText={false} fullWidth={false} sx={{ minWidth: 180 }} />
          <FechaInput source="fechaDesde" helperText={false} fullWidth={false} />
          <FechaInput source="fechaHasta" helperText={false} fullWidth={false} />
        </Box>
      </FilterLiveForm>
      <LimpiarFiltrosButton valoresPorDefecto={filtrosIniciales} />
      <Boton label="Actualizar datos" onClick={() => refresh()}>
        <RefreshIcon />
      </Boton>
    </Box>
  );
}

const Acciones = () => (
  <TopToolbar>
    <CreateButton label="Nuevo Vehículo" to="/vehiculos/nuevo" variant="contained" />
    <ElegirColumnas />
    <ConsultasGuardadas />
    <Exportar exporter={exportador} />
  </TopToolbar>
);

function AccionesFila() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <Boton component={Link} to={`/vehiculos/${record.id}`} label="Ver">
        <VisibilityIcon />
      </Boton>
      <EditButton to={`/vehiculos/editar/${record.id}`} />
      <DesactivarButton
        pregunta={(v) => `¿Inactivar el vehículo ${v.Patente}? Dejará de aparecer en las listas de activos y en las alertas.`}
        mensajeError="Error al inactivar el vehículo"
      />
    </>
  );
}

export function VehiculoList() {
  const notify = useNotify();
  const { isPending, veInactivos, filter, filterDefaultValues } = useFiltroSoloActivos('vehiculos', 'activo');
  if (isPending) return null;
  const filtros = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por patente" />,
    ...(veInactivos ? [<SoloActivosToggle key="activo" source="activo" alwaysOn />] : []),
  ];
  return (
    <List
      title="Gestión de Vehículos"
      filters={filtros}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      sort={{ field: 'Patente', order: 'ASC' }}
      actions={<Acciones />}
      empty={false}
      queryOptions={{ onError: () => notify('Error al cargar los vehículos', { type: 'error' }) }}
    >
      <PanelFiltros filtrosIniciales={filterDefaultValues ?? {}} />
      <PestanasEstado />
      <ListaAdaptable
        primaryText={(v) => v.Patente}
        secondaryText={(v) => `${v.Marca} ${v.Modelo} · ${formatKm(v.KilometrajeActual)} km`}
        tertiaryText={(v) => v.EstadoDerivado}
      >
        <DataTable
          bulkActionButtons={<AccionesEnLote />}
          rowClick={(id) => `/vehiculos/${id}`}
          empty={<ListaVacia mensaje="No se encontraron vehículos" />}
          // Ten columns next to the menu: tighter cells keep the table within a laptop screen.
          sx={{ '& .MuiTableCell-root': { px: 1 } }}
        >
          <DataTable.Col source="Patente" />
          <DataTable.Col label="Marca/Modelo" source="Marca" render={(v) => `${v.Marca} ${v.Modelo}`} />
          <DataTable.Col source="Anio" />
          <DataTable.Col source="KilometrajeActual" label="Kilometraje" render={(v) => `${formatKm(v.KilometrajeActual)} km`} />
          <DataTable.Col
            source="KmRestantesAceite"
            label="Mantenimiento"
            render={(v) => (
              <Stack spacing={0.5}>
                <ProgresoMantenimiento kmRestantes={v.KmRestantesAceite} intervalo={v.IntervaloCambioAceite} cambio="aceite" etiqueta="Aceite" />
                <ProgresoMantenimiento kmRestantes={v.KmRestantesCorrea} intervalo={v.IntervaloCambioCorrea} cambio="correa" etiqueta="Correa" />
              </Stack>
            )}
          />
          <DataTable.Col source="Disponible" label="Estado" render={(v) => <ChipDisponible disponible={v.Disponible} />} />
          <DataTable.Col
            source="CantidadDocumentos"
            label="Documentos"
            render={(v) => <Chip size="small" variant="outlined" label={v.CantidadDocumentos} />}
          />
          <DataTable.Col source="Active" label="Activo" render={(v) => <ChipActivo activo={v.Active} />} />
          <DataTable.Col label="Acciones" disableSort>
            <AccionesFila />
          </DataTable.Col>
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
