import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { DataTable, type Identifier, List, TopToolbar, useDataProvider, useListContext } from 'react-admin';
import { dinero, exportarComo } from '../common/exportar';
import { Exportar } from '../common/ExportarMenu';
import { FechaInput } from '../common/FechaInput';
import { formatMoneda } from '../common/format';
import { ListaVacia } from '../common/ListaVacia';
import { PapelButton } from '../common/PapelButton';
import type { AppDataProvider } from '../dataProvider';

const exportador = exportarComo((p) => ({
  Producto: p.Nombre,
  Categoría: p.Categoria ?? '',
  Precio: dinero(p.Precio),
  'Por cantidad': p.Escalas,
}));

/** The printed list of the day chosen in the filter (today when none). */
function ImprimirLista({ listaId }: { listaId: Identifier }) {
  const { filterValues } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <PapelButton label="Descargar PDF" icon={<PictureAsPdfIcon />} obtener={() => dataProvider.listaImpresa(listaId, filterValues.desde)} />
  );
}

/** The list's 'Precios' tab: every active product at the list's price from a day on, with its breaks; in Excel or as a PDF. */
export function PreciosDeLista({ listaId }: { listaId: Identifier }) {
  return (
    <List
      resource="precios-lista"
      filter={{ listaId }}
      filters={[<FechaInput key="desde" source="desde" alwaysOn fullWidth={false} helperText="Cuenta los aumentos programados hasta ese día" />]}
      perPage={25}
      title={false}
      exporter={exportador}
      storeKey={`precios-lista.${listaId}`}
      disableSyncWithLocation
      actions={
        <TopToolbar>
          <Exportar />
          <ImprimirLista listaId={listaId} />
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<ListaVacia mensaje="No hay productos activos" />}>
        <DataTable.Col source="Nombre" disableSort />
        <DataTable.Col source="Categoria" disableSort />
        <DataTable.Col source="Precio" align="right" disableSort render={(p) => formatMoneda(p.Precio)} />
        <DataTable.Col source="Escalas" disableSort />
      </DataTable>
    </List>
  );
}
