import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { DataTable, List, ReferenceField, SelectInput, TopToolbar, type RaRecord } from 'react-admin';
import { ESTADOS_COMPROBANTE, nombreComprobante } from '#dominio/facturacion';
import { Exportar } from '../common/ExportarMenu';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaVacia } from '../common/ListaVacia';
import { dinero, exportarComo, fecha } from '../common/exportar';
import { formatFecha, formatMoneda } from '../common/format';
import { EstadoChip } from '../common/EstadoChip';
import { PapelButton } from '../common/PapelButton';
import { EstadoArca } from './EstadoArca';
import { FacturarEntregas } from './FacturarEntregas';

/** The comprobante's PDF, once ARCA authorized it (without a CAE there is nothing to print); on a phone, on its page. */
const pdf = (c: RaRecord) => (c.CAE ? <PapelButton label="PDF" icon={<PictureAsPdfIcon />} /> : null);

/** 'Factura B 0001-00000042' of a row. */
const nombre = (c: Omit<RaRecord, 'id'>) => nombreComprobante({ Tipo: c.Tipo, Letra: c.Letra, PuntoDeVenta: c.PuntoDeVenta, Numero: c.Numero });

const filtros = [
  <SelectInput key="Estado" source="Estado" choices={ESTADOS_COMPROBANTE.map((e) => ({ id: e, name: e }))} emptyText="Todos" alwaysOn />,
];

const exportador = exportarComo((c: RaRecord) => ({
  Comprobante: nombre(c),
  Fecha: fecha(c.Fecha),
  'Cliente (ID)': c.ClienteID,
  Documento: c.DocNro ? `${c.DocTipo} ${c.DocNro}` : '',
  Neto: dinero(c.ImpNeto),
  IVA: dinero(c.ImpIVA),
  Exento: dinero(c.ImpOpEx),
  Total: dinero(c.ImpTotal),
  Estado: c.Estado,
  CAE: c.CAE ?? '',
  'Vence el CAE': c.CAEVence ? fecha(c.CAEVence) : '',
}));

/** /comprobantes: every invoice with its CAE state, newest first (issue 45). */
export function ComprobanteList() {
  return (
    <List
      title="Comprobantes"
      filters={filtros}
      sort={{ field: 'Fecha', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FacturarEntregas />
          <Exportar />
        </TopToolbar>
      }
      exporter={exportador}
      empty={false}
    >
      <EstadoArca />
      <ListaAdaptable
        primaryText={(c) => nombre(c)}
        secondaryText={(c) => `${formatFecha(c.Fecha)} · ${c.Estado}`}
        tertiaryText={(c) => formatMoneda(c.ImpTotal)}
      >
        {/* Sorted by date only: the order an index keeps at any number of comprobantes. */}
        <DataTable bulkActionButtons={false} rowClick={(id) => `/comprobantes/${id}`} empty={<ListaVacia mensaje="No hay comprobantes" />}>
          <DataTable.Col source="Numero" label="Comprobante" disableSort render={(c) => nombre(c)} />
          <DataTable.Col source="Fecha" render={(c) => formatFecha(c.Fecha)} />
          <DataTable.Col source="ClienteID" disableSort>
            <ReferenceField source="ClienteID" reference="clientes" link={false} />
          </DataTable.Col>
          <DataTable.Col source="ImpTotal" align="right" disableSort render={(c) => formatMoneda(c.ImpTotal)} />
          <DataTable.Col source="Estado" disableSort render={(c) => <EstadoChip estado={c.Estado} />} />
          <DataTable.Col source="CAE" disableSort />
          <DataTable.Col label="PDF" disableSort render={pdf} />
        </DataTable>
      </ListaAdaptable>
    </List>
  );
}
