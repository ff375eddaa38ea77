import { Chip } from '@mui/material';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  List,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  type RaRecord,
} from 'react-admin';
import { Exportar } from '../common/ExportarMenu';
import { FechaInput } from '../common/FechaInput';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaVacia } from '../common/ListaVacia';
import { dinero, exportarComo, fecha } from '../common/exportar';
import { formatFecha, formatMoneda } from '../common/format';
import { nombreCompleto } from '../common/persona';
import { METODOS, textoMetodo } from './metodos';
import { ConsultasGuardadas } from '../common/ConsultasGuardadas';

const buscarCliente = (q: string) => ({ q });

const filtros = [
  <ReferenceInput key="clienteId" source="clienteId" reference="clientes" perPage={25} sort={{ field: 'Nombre', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText={nombreCompleto} filterToQuery={buscarCliente} sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput key="metodo" source="metodo" choices={METODOS} emptyText="Todos" alwaysOn />,
  <FechaInput key="fechaDesde" source="fechaDesde" alwaysOn fullWidth={false} />,
  <FechaInput key="fechaHasta" source="fechaHasta" alwaysOn fullWidth={false} />,
  <SelectInput
    key="anulado"
    source="anulado"
    choices={[
      { id: 'false', name: 'Vigentes' },
      { id: 'true', name: 'Anulados' },
    ]}
    emptyText="Todos"
  />,
];

const exportador = exportarComo((c: RaRecord) => ({
  'Nro Cobro': c.CobroID,
  Fecha: fecha(c.Fecha),
  Cliente: nombreCompleto(c.Cliente),
  Método: textoMetodo(c.Metodo),
  Referencia: c.Referencia ?? '',
  Importe: dinero(c.Importe),
  Aplicado: dinero(c.Aplicado),
  Anulado: Boolean(c.Anulado),
}));

function Acciones() {
  const { canAccess: registra } = useCanAccess({ resource: 'cobros', action: 'create' });
  return (
    <TopToolbar>
      {registra && <CreateButton label="Registrar cobro" to="/cobros/nuevo" />}
      <ConsultasGuardadas />
      <Exportar />
    </TopToolbar>
  );
}

const Estado = ({ anulado }: { anulado: boolean }) =>
  anulado ? <Chip size="small" color="error" label="Anulado" /> : <Chip size="small" color="success" label="Vigente" />;

/** /cobros: every payment, newest first, by client, method, days and voided or not. */
export function CobroList() {
  return (
    <List title="Cobros" filters={filtros} sort={{ field: 'Fecha', order: 'DESC' }} actions={<Acciones />} exporter={exportador} empty={false}>
      <ListaAdaptable
        primaryText={(c) => `#${c.CobroID} · ${nombreCompleto(c.Cliente)}`}
        secondaryText={(c) => `${formatFecha(c.Fecha)} · ${textoMetodo(c.Metodo)}${c.Anulado ? ' · Anulado' : ''}`}
        tertiaryText={(c) => formatMoneda(c.Importe)}
      >
        <DataTable bulkActionButtons={false} rowClick={(id) => `/cobros/${id}`} empty={<ListaVacia mensaje="No hay cobros registrados" />}>
          <DataTable.Col source="CobroID" />
          <DataTable.Col source="Fecha" render={(c) => formatFecha(c.Fecha)} />
          <DataTable.Col source="Cliente" disableSort render={(c) => nombreCompleto(c.Cliente)} />
          <DataTable.Col source="Metodo" render={(c) => textoMetodo(c.Metodo)} />
          <DataTable.Col source="Referencia" disableSort />
          <DataTable.Col source="Importe" align="right" render={(c) => formatMoneda(c.Importe)} />
          <DataTable.Col source="Anulado" render={(c) => <Estado anulado={Boolean(c.Anulado)} />} />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
