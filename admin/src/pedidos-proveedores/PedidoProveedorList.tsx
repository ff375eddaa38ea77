import { Link } from 'react-router-dom';
import { CreateButton, DataTable, List, SearchInput, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { EstadoField } from '../common/EstadoChip';
import { TabsFiltro } from '../common/TabsFiltro';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';
import { dinero, exportarComo, fechaHora } from '../common/exportar';
import { formatFecha, formatMoneda } from '../common/format';
import { TABS_PEDIDO_PROVEEDOR } from './estados';
import { ElegirColumnas, ListaAdaptable } from '../common/ListaAdaptable';
import { Boton } from '../common/Boton';
import { Exportar } from '../common/ExportarMenu';
import { ConsultasGuardadas } from '../common/ConsultasGuardadas';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por proveedor o Nro Pedido" />];

const exportador = exportarComo((pedido: RaRecord) => ({
  'Nro Pedido': pedido.PedidoProveedorID,
  Proveedor: pedido.Proveedor?.Nombre,
  Fecha: fechaHora(pedido.FechaPedido),
  Estado: pedido.Estado,
  Total: dinero(pedido.Total),
}));

function Acciones() {
  return (
    <TopToolbar>
      <CreateButton label="Nuevo Pedido" to="/pedidos-proveedores/nuevo" />
      <ElegirColumnas />
      <ConsultasGuardadas />
      <Exportar />
    </TopToolbar>
  );
}

function VerButton() {
  const record = useRecordContext();
  return (
    <Boton component={Link} label="Ver" to={`/pedidos-proveedores/${record?.id}`} onClick={(e) => e.stopPropagation()}>
      <VisibilityIcon />
    </Boton>
  );
}

/** /pedidos-proveedores: the tabs call /pedidos-proveedores/estado/{estado} (see dataProvider/resources.ts). */
export function PedidoProveedorList() {
  return (
    <List
      title="Pedidos a Proveedores"
      filters={filtros}
      sort={{ field: 'FechaPedido', order: 'DESC' }}
      actions={<Acciones />}
      exporter={exportador}
      empty={false}
    >
      <TabsFiltro source="estado" tabs={TABS_PEDIDO_PROVEEDOR} />
      <ListaAdaptable
        primaryText={(pedido) => `#${pedido.PedidoProveedorID} · ${pedido.Proveedor?.Nombre ?? ''}`}
        secondaryText={(pedido) => `${formatFecha(pedido.FechaPedido)} · ${pedido.Estado}`}
        tertiaryText={(pedido) => formatMoneda(pedido.Total)}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={(id) => `/pedidos-proveedores/${id}`}
          empty={
            <VacioSegunBusqueda sinDatos="No hay pedidos disponibles" sinResultados="No se encontraron pedidos que coincidan con la búsqueda" />
          }
        >
          <DataTable.Col source="PedidoProveedorID" />
          <DataTable.Col source="Proveedor.Nombre" disableSort />
          <DataTable.Col source="FechaPedido" render={(pedido) => formatFecha(pedido.FechaPedido)} />
          <DataTable.Col source="Estado" field={EstadoField} />
          <DataTable.Col source="Total" align="right" render={(pedido) => formatMoneda(pedido.Total)} />
          <DataTable.Col label="Acciones" disableSort>
            <VerButton />
          </DataTable.Col>
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
