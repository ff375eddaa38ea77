import type { ReactNode } from 'react';
import { Box, Chip, Tab, Tabs } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { BooleanField, CreateButton, DataTable, List, TopToolbar, useCanAccess, useStore, type RaRecord } from 'react-admin';
import { ListaConActivos } from '../common/ListaConActivos';
import { AccionesFila } from '../common/AccionesFila';
import { ListaVacia } from '../common/ListaVacia';
import { ConteoLinea } from '../common/ConteoLinea';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';
import { formatMoneda } from '../common/format';
import { esBajoStock } from '#dominio/productos';
import { dinero, exportarComo } from '../common/exportar';
import { ElegirColumnas, ListaAdaptable } from '../common/ListaAdaptable';
import { rutaEditar } from '../common/columnasContacto';
import { Exportar } from '../common/ExportarMenu';
import { ReponerButton } from './Reponer';
import { AccionesEnLote } from '../common/AccionesEnLote';
import { nombreAlicuota } from '#dominio/facturacion';

const SIN_DATOS = 'No hay productos disponibles';

const exportador = exportarComo((p) => ({
  ID: p.ProductoID,
  Nombre: p.Nombre,
  Descripción: p.Descripcion,
  Precio: dinero(p.Precio),
  Stock: p.Stock,
  'Stock mínimo': p.StockMinimo,
  'Alícuota de IVA': nombreAlicuota(p.AlicuotaIVA),
  Activo: p.Active,
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

const NUEVO_PRODUCTO = <CreateButton label="Nuevo Producto" to="/productos/nuevo" />;

function TodosLosProductos() {
  return (
    <ListaConActivos
      titulo="Productos"
      buscar="Buscar productos"
      singular="producto"
      plural="productos"
      sinDatos={SIN_DATOS}
      crear={NUEVO_PRODUCTO}
      exporter={exportador}
    >
      <TablaProductos
        bulkActionButtons={<AccionesEnLote />}
        empty={<VacioSegunBusqueda sinDatos={SIN_DATOS} sinResultados="No se encontraron productos que coincidan con la búsqueda" />}
      />
    </ListaConActivos>
  );
}

/**
 * Active products with Stock below their StockMinimo, scarcest first; kept apart from the first tab's
 * filters. Selected products can be reordered ('Reponer') by whoever may create supplier orders.
 */
function BajoStock() {
  const { canAccess: puedeReponer } = useCanAccess({ resource: 'pedidos-proveedores', action: 'create' });
  return (
    <List
      title="Productos"
      resource="productos"
      filter={{ bajoStock: true }}
      sort={{ field: 'Stock', order: 'ASC' }}
      exporter={exportador}
      storeKey="productos.bajoStock"
      disableSyncWithLocation
      actions={
        <TopToolbar>
          {NUEVO_PRODUCTO}
          <ElegirColumnas />
          <Exportar />
        </TopToolbar>
      }
      empty={false}
    >
      <ConteoLinea singular="producto con bajo stock" plural="productos con bajo stock" />
      <TablaProductos
        empty={<ListaVacia mensaje="No hay productos con bajo stock" />}
        bulkActionButtons={puedeReponer ? <ReponerButton /> : false}
      />
    </List>
  );
}

function TablaProductos({ empty, bulkActionButtons = false }: { empty: ReactNode; bulkActionButtons?: ReactNode }) {
  return (
    <ListaAdaptable
      primaryText={(producto) => producto.Nombre}
      secondaryText={(producto) => <Stock producto={producto} />}
      tertiaryText={(producto) => formatMoneda(producto.Precio)}
      rowClick={rutaEditar}
    >
      <DataTable bulkActionButtons={bulkActionButtons} rowClick={false} empty={empty}>
        <DataTable.Col source="Nombre" />
        <DataTable.Col source="Precio" align="right" render={(producto: RaRecord) => formatMoneda(producto.Precio)} />
        <DataTable.Col source="Stock" align="right" render={(producto: RaRecord) => <Stock producto={producto} />} />
        <DataTable.Col source="Active" field={BooleanField} />
        <DataTable.Col label="Acciones" disableSort>
          <AccionesFila pregunta={(p) => `¿Inactivar el producto ${p.Nombre}?`} />
        </DataTable.Col>
      </DataTable>
    </ListaAdaptable>
  );
}

function Stock({ producto }: { producto: RaRecord }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {esBajoStock({ Stock: producto.Stock, StockMinimo: producto.StockMinimo }) && (
        <Chip size="small" color="warning" icon={<WarningAmberIcon />} label="Bajo stock" />
      )}
      {producto.Stock}
    </Box>
  );
}
