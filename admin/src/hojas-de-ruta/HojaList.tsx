import { Chip } from '@mui/material';
import { CreateButton, DataTable, List, SelectInput, TopToolbar, useCanAccess, type RaRecord } from 'react-admin';
import { formatoKg } from '#dominio/formatos';
import type { EstadoHoja } from '#dominio/hojasDeRuta';
import { ConsultasGuardadas } from '../common/ConsultasGuardadas';
import { FechaInput } from '../common/FechaInput';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaVacia } from '../common/ListaVacia';
import { formatFecha } from '../common/format';
import { nombreCompleto } from '../common/persona';
import { COLOR_ESTADO_HOJA, ESTADOS_HOJA_OPCIONES } from './estados';

const filtros = [
  <FechaInput key="fecha" source="fecha" alwaysOn fullWidth={false} />,
  <SelectInput key="estado" source="estado" choices={ESTADOS_HOJA_OPCIONES} emptyText="Todos" alwaysOn />,
];

function Acciones() {
  const { canAccess: planifica } = useCanAccess({ resource: 'hojas-de-ruta', action: 'create' });
  return (
    <TopToolbar>
      <ConsultasGuardadas />
      {planifica && <CreateButton label="Planificar hoja" to="/hojas-de-ruta/nuevo" />}
    </TopToolbar>
  );
}

const Estado = ({ estado }: { estado: EstadoHoja }) => <Chip size="small" color={COLOR_ESTADO_HOJA[estado]} label={estado} />;

/** /hojas-de-ruta: every sheet, the newest day first, by day and state; a row opens its planning. */
export function HojaList() {
  return (
    <List title="Hojas de ruta" filters={filtros} sort={{ field: 'Fecha', order: 'DESC' }} actions={<Acciones />} exporter={false} empty={false}>
      <ListaAdaptable
        primaryText={(h: RaRecord) => `N° ${h.HojaID} · ${formatFecha(h.Fecha)} · ${h.Vehiculo.Patente}`}
        secondaryText={(h: RaRecord) => `${nombreCompleto(h.Chofer)} · ${h.Estado}`}
        tertiaryText={(h: RaRecord) => formatoKg(h.Kg)}
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={(id) => `/hojas-de-ruta/editar/${id}`}
          empty={<ListaVacia mensaje="No hay hojas de ruta" />}
        >
          <DataTable.Col source="HojaID" />
          <DataTable.Col source="Fecha" render={(h) => formatFecha(h.Fecha)} />
          <DataTable.Col source="Vehiculo" disableSort render={(h) => h.Vehiculo.Patente} />
          <DataTable.Col source="Chofer" disableSort render={(h) => nombreCompleto(h.Chofer)} />
          <DataTable.Col source="Estado" render={(h) => <Estado estado={h.Estado} />} />
          <DataTable.Col source="CantidadParadas" />
          <DataTable.Col source="Kg" render={(h) => formatoKg(h.Kg)} />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
