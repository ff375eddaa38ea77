import type { ReactNode } from 'react';
import { Box, Chip, Tab, Tabs } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  BooleanField,
  CreateButton,
  DataTable,
  EditButton,
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
  useRecordContext,
  useStore,
  type RaRecord,
} from 'react-admin';
import { SoloActivosToggle, useFiltroSoloActivos } from '../common/SoloActivosToggle';
import { DesactivarButton } from '../common/DesactivarButton';
import { ListaVacia } from '../common/ListaVacia';
import { LimpiarFiltrosButton } from '../common/LimpiarFiltrosButton';
import { ConteoLinea } from '../common/ConteoLinea';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';
import { formatMoneda } from '../common/format';
import { esBajoStock } from './stock';
import { exportarComo } from '../common/exportar';

const SIN_DATOS = 'No hay productos disponibles';

const exportador = exportarComo((p) => ({
  ID: p.ProductoID,
  Nombre: p.Nombre,
  Descripción: p.Descripcion,
  Precio: p.Precio,
  Stock: p.Stock,
  Activo: p.Active ? 'Sí' : 'No',
}));

type Pestana = 'todos' | 'bajo-stock';

/** /productos: 'Todos los Productos' (search and the active switch) and 'Bajo Stock' (GET /productos/bajo-stock). */
export function ProductoList() {
  const [pestana, setPestana] = useStore<Pestana>('productos.pestana', 'todos');
  return (
    <>
      <Box sx={{ mt: 1 }}>
        <Tabs value={pestana} onChange={(_event, valor: Pestana) => setPestana(valor)}>
          <Tab label="Todos los Productos" value="todos" />
          <Tab label="Bajo Stock" value="bajo-stock" icon={<WarningAmberIcon fontSize="small" />} iconPosition="start" />
        </Tabs>
      </Box>
      {pestana === 'todos' ? <TodosLosProductos /> : <BajoStock />}
    </>
  );
}

function TodosLosProductos() {
  const { isPending, veInactivos, filter, filterDefaultValues } = useFiltroSoloActivos('productos');
  if (isPending) return null;
  const filtros = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Buscar productos" />,
    ...(veInactivos ? [<SoloActivosToggle key="active" source="active" alwaysOn />] : []),
  ];
  return (
    <List
      title="Productos"
      filters={filtros}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      sort={{ field: 'Nombre', order: 'ASC' }}
      exporter={exportador}
      actions={<Acciones limpiar={filterDefaultValues ?? {}} />}
      empty={<ListaVacia mensaje={SIN_DATOS} />}
    >
      <ConteoLinea singular="producto" plural="productos" />
      <TablaProductos
        empty={<VacioSegunBusqueda sinDatos={SIN_DATOS} sinResultados="No se encontraron productos que coincidan con la búsqueda" />}
      />
    </List>
  );
}

/** Active products with Stock below 10, scarcest first; kept apart from the first tab's filters. */
function BajoStock() {
  return (
    <List
      title="Productos"
      resource="productos"
      filter={{ bajoStock: true }}
      sort={{ field: 'Stock', order: 'ASC' }}
      exporter={exportador}
      storeKey="productos.bajoStock"
      disableSyncWithLocation
      actions={<Acciones />}
      empty={false}
    >
      <ConteoLinea singular="producto con bajo stock" plural="productos con bajo stock" />
      <TablaProductos empty={<ListaVacia mensaje="No hay productos con bajo stock" />} />
    </List>
  );
}

function Acciones({ limpiar }: { limpiar?: Record<string, unknown> }) {
  return (
    <TopToolbar>
      {limpiar && <LimpiarFiltrosButton valoresPorDefecto={limpiar} />}
      <CreateButton label="Nuevo Producto" to="/productos/nuevo" />
      <ExportButton />
    </TopToolbar>
  );
}

function TablaProductos({ empty }: { empty: ReactNode }) {
  return (
    <DataTable bulkActionButtons={false} rowClick={false} empty={empty}>
      <DataTable.Col source="Nombre" />
      <DataTable.Col source="Precio" align="right" render={(producto: RaRecord) => formatMoneda(producto.Precio)} />
      <DataTable.Col source="Stock" align="right" render={(producto: RaRecord) => <Stock stock={producto.Stock} />} />
      <DataTable.Col source="Active" field={BooleanField} />
      <DataTable.Col label="Acciones" disableSort>
        <AccionesFila />
      </DataTable.Col>
    </DataTable>
  );
}

function Stock({ stock }: { stock: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {esBajoStock(stock) && <Chip size="small" color="warning" icon={<WarningAmberIcon />} label="Bajo stock" />}
      {stock}
    </Box>
  );
}

function AccionesFila() {
  const record = useRecordContext();
  return (
    <>
      <EditButton to={`/productos/editar/${record?.id}`} />
      {/* Failures are only logged (spec error catalogue). */}
      <DesactivarButton pregunta={(p) => `¿Inactivar el producto ${p.Nombre}?`} />
    </>
  );
}
