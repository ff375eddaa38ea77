import VisibilityIcon from '@mui/icons-material/Visibility';
import { CreateButton, DataTable, List, SearchInput, TopToolbar, type RaRecord } from 'react-admin';
import { EstadoChip } from '../common/EstadoChip';
import { ListaVacia } from '../common/ListaVacia';
import { TabsFiltro } from '../common/TabsFiltro';
import { VacioSegunBusqueda } from '../common/VacioSegunBusqueda';
import { dinero, exportarComo, fechaHora } from '../common/exportar';
import { formatFecha, formatMoneda } from '../common/format';
import { nombreCompleto, type Persona } from '../common/persona';
import { TABS_ESTADO_PEDIDO } from './estados';
import { ElegirColumnas, ListaAdaptable } from '../common/ListaAdaptable';
import { Link } from 'react-router-dom';
import { Boton } from '../common/Boton';
import { Exportar } from '../common/ExportarMenu';
import { ConsultasGuardadas } from '../common/ConsultasGuardadas';

const filtros = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar cliente o Nro Pedido" sx={{ width: 300 }} />];

const exportador = exportarComo((pedido) => ({
  'Nro Pedido': pedido.PedidoID,
  'Fecha Creacion': fechaHora(pedido.FechaPedido),
  Estado: pedido.Estado,
  Cliente: nombreCompleto(pedido.Cliente as Persona),
  'Creado-Por': nombreCompleto(pedido.Usuario as Persona),
  Vehiculo: (pedido.Vehiculo as { Patente?: string } | null)?.Patente ?? '',
  Total: dinero(pedido.PrecioTotal),
}));

function Acciones() {
  return (
    <TopToolbar>
      <CreateButton label="Nuevo Pedido" to="/pedidos/nuevo" />
      <ElegirColumnas />
      <ConsultasGuardadas />
      <Exportar />
    </TopToolbar>
  );
}

/** /pedidos: status tabs (GET /pedidos/estado/{estado}), newest first. */
export function PedidoList() {
  return (
    <List
      title="Gestión de Pedidos"
      filters={filtros}
      sort={{ field: 'FechaPedido', order: 'DESC' }}
      actions={<Acciones />}
      exporter={exportador}
      empty={<ListaVacia mensaje="No hay pedidos disponibles" />}
    >
      <TabsFiltro source="estado" tabs={TABS_ESTADO_PEDIDO} />
      <ListaAdaptable
        primaryText={(pedido) => `#${pedido.PedidoID} · ${nombreCompleto(pedido.Cliente)}`}
        secondaryText={(pedido) => `${formatFecha(pedido.FechaPedido)} · ${pedido.Estado}`}
        tertiaryText={(pedido) => formatMoneda(pedido.PrecioTotal)}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={(id) => `/pedidos/${id}`}
          empty={
            <VacioSegunBusqueda sinDatos="No hay pedidos disponibles" sinResultados="No se encontraron pedidos que coincidan con la búsqueda" />
          }
        >
          <DataTable.Col source="PedidoID" render={(pedido: RaRecord) => `#${pedido.PedidoID}`} />
          <DataTable.Col source="Usuario" disableSort render={(pedido: RaRecord) => nombreCompleto(pedido.Usuario)} />
          <DataTable.Col source="Cliente" disableSort render={(pedido: RaRecord) => nombreCompleto(pedido.Cliente)} />
          <DataTable.Col source="FechaPedido" render={(pedido: RaRecord) => formatFecha(pedido.FechaPedido)} />
          <DataTable.Col source="Estado" render={(pedido: RaRecord) => <EstadoChip estado={pedido.Estado} />} />
          <DataTable.Col source="PrecioTotal" align="right" render={(pedido: RaRecord) => formatMoneda(pedido.PrecioTotal)} />
          <DataTable.Col
            label="Acciones"
            disableSort
            render={(pedido: RaRecord) => (
              <Boton component={Link} label="Ver" to={`/pedidos/${pedido.id}`} onClick={(event) => event.stopPropagation()}>
                <VisibilityIcon />
              </Boton>
            )}
          />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
