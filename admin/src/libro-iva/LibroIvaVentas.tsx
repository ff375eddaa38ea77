import { useId } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, List, TextInput, TopToolbar, useDataProvider, useListContext, useNotify } from 'react-admin';
import { type AlicuotaGravada, nombreAlicuota, nombreComprobante } from '#dominio/facturacion';
import {
  columnaDeAlicuota,
  documentoDelLibro,
  mesAnterior,
  nombreArchivoLibroIva,
  type RenglonLibroIva,
  type TotalesLibroIva,
} from '#dominio/libroIva';
import type { AppDataProvider } from '../dataProvider';
import { BotonConMenu } from '../common/BotonConMenu';
import { Exportar } from '../common/ExportarMenu';
import { ListaAdaptable } from '../common/ListaAdaptable';
import { ListaVacia } from '../common/ListaVacia';
import { descargar, dinero, exportarComo, fecha } from '../common/exportar';
import { mensajeDeError } from '../common/errores';
import { formatFecha, formatMoneda } from '../common/format';
import { hoyNegocio } from '../common/zonaNegocio';

type Renglon = RenglonLibroIva & { id: number };

const nombre = (r: Renglon) => nombreComprobante({ Tipo: r.Tipo, Letra: r.Letra, PuntoDeVenta: r.PuntoDeVenta, Numero: r.Numero });
const deAlicuota = (r: Renglon, alicuota: AlicuotaGravada) => r.Alicuotas.find((a) => a.Alicuota === alicuota);

const filtros = [<TextInput key="Mes" source="Mes" type="month" alwaysOn helperText={false} />];

/** The list's month: the one chosen, else the last one (as the API takes no month). */
function useMes(): string {
  const { filterValues } = useListContext();
  return filterValues.Mes || mesAnterior(hoyNegocio());
}

/** The month's totals (shared by the figures on top and the export's columns). */
function useTotales(): TotalesLibroIva | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const mes = useMes();
  const { data } = useQuery({ queryKey: ['totalesLibroIva', mes], queryFn: async () => (await dataProvider.totalesLibroIva(mes)).data });
  return data;
}

/** The month's rates, in the book's order: the columns of its table and spreadsheet. */
const alicuotasDe = (totales?: TotalesLibroIva) => totales?.PorAlicuota.map((a) => a.Alicuota) ?? [];

/** A row as the spreadsheet has it: one pair of columns per rate of the month. */
const exportadorDe = (alicuotas: AlicuotaGravada[]) =>
  exportarComo<Renglon>((r) => ({
    Fecha: fecha(r.Fecha),
    Comprobante: r.Tipo,
    Letra: r.Letra,
    'Punto de venta': r.PuntoDeVenta,
    Número: r.Numero,
    Cliente: r.Cliente,
    'CUIT / documento': documentoDelLibro(r.DocTipo, r.DocNro),
    ...Object.fromEntries(
      alicuotas.flatMap((a) => [
        [columnaDeAlicuota('Neto', a), dinero(deAlicuota(r, a)?.NetoGravado ?? 0)],
        [columnaDeAlicuota('IVA', a), dinero(deAlicuota(r, a)?.IVA ?? 0)],
      ]),
    ),
    'Neto gravado': dinero(r.NetoGravado),
    IVA: dinero(r.IVA),
    Exento: dinero(r.Exento),
    Total: dinero(r.Total),
  }));

/**
 * A small table of totals under its heading; it scrolls by itself on a phone, never the page, and takes the focus so
 * the keyboard can scroll it too.
 */
function TablaDeTotales({ titulo, columnas, filas }: { titulo: string; columnas: string[]; filas: (string | number)[][] }) {
  const id = useId();
  return (
    <Box role="region" aria-labelledby={id} tabIndex={0} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Typography id={id} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {titulo}
      </Typography>
      <Table size="small" aria-labelledby={id} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            {columnas.map((c, i) => (
              <TableCell key={c} align={i === 0 ? 'left' : 'right'}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila) => (
            <TableRow key={String(fila[0])}>
              {fila.map((valor, i) => (
                <TableCell key={columnas[i]} align={i === 0 ? 'left' : 'right'} sx={fila[0] === 'Total' ? { fontWeight: 600 } : undefined}>
                  {valor}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The month's totals per letter and per rate, over the table. */
function Totales() {
  const totales = useTotales();
  if (!totales || totales.Comprobantes === 0) return null;
  const { Total } = totales;
  const importes = (t: TotalesLibroIva['Total']) => [t.NetoGravado, t.IVA, t.Exento, t.Total].map(formatMoneda);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, px: 2, py: 1.5 }}>
      <TablaDeTotales
        titulo="Totales por letra"
        columnas={['Letra', 'Comprobantes', 'Neto gravado', 'IVA', 'Exento', 'Total']}
        filas={[...totales.PorLetra.map((l) => [l.Letra, l.Comprobantes, ...importes(l)]), ['Total', totales.Comprobantes, ...importes(Total)]]}
      />
      {totales.PorAlicuota.length > 0 && (
        <TablaDeTotales
          titulo="Totales por alícuota"
          columnas={['Alícuota', 'Neto gravado', 'IVA']}
          filas={totales.PorAlicuota.map((a) => [nombreAlicuota(a.Alicuota), formatMoneda(a.NetoGravado), formatMoneda(a.IVA)])}
        />
      )}
    </Box>
  );
}

/** "Archivos para el Libro IVA Digital": either of the two files ARCA's import takes, for the month. */
function ArchivosLibroDigital() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const mes = useMes();
  const { total } = useListContext();
  const bajar = async (archivo: 'CBTE' | 'ALICUOTAS') => {
    try {
      descargar((await dataProvider.archivoLibroIvaDigital(archivo, mes)).data);
    } catch (error) {
      notify(mensajeDeError(error, 'No se pudo descargar el archivo'), { type: 'error' });
    }
  };
  return (
    <BotonConMenu
      label="Archivos para el Libro IVA Digital"
      disabled={!total}
      opciones={[
        { valor: 'CBTE', texto: 'Comprobantes', secundario: nombreArchivoLibroIva('CBTE', mes) },
        { valor: 'ALICUOTAS', texto: 'Alícuotas', secundario: nombreArchivoLibroIva('ALICUOTAS', mes) },
      ]}
      alElegir={bajar}
    />
  );
}

function Acciones() {
  const alicuotas = alicuotasDe(useTotales());
  return (
    <TopToolbar>
      <Exportar exporter={exportadorDe(alicuotas)} />
      <ArchivosLibroDigital />
    </TopToolbar>
  );
}

/** The table: a pair of columns for each rate the month has. */
function Renglones() {
  const alicuotas = alicuotasDe(useTotales());
  return (
    <ListaAdaptable<Renglon>
      primaryText={nombre}
      secondaryText={(r) => `${formatFecha(r.Fecha)} · ${r.Cliente}`}
      tertiaryText={(r) => formatMoneda(r.Total)}
    >
      <DataTable<Renglon> bulkActionButtons={false} rowClick={false} empty={<ListaVacia mensaje="No hay comprobantes autorizados en el mes" />}>
        <DataTable.Col source="Fecha" render={(r) => formatFecha(r.Fecha)} />
        <DataTable.Col source="Numero" render={nombre} />
        <DataTable.Col source="Cliente" />
        <DataTable.Col source="DocNro" disableSort render={(r) => documentoDelLibro(r.DocTipo, r.DocNro)} />
        {alicuotas.flatMap((a) =>
          (['Neto', 'IVA'] as const).map((parte) => (
            <DataTable.Col
              key={`${parte}${a}`}
              source={`${parte}${a}`}
              label={columnaDeAlicuota(parte, a)}
              disableSort
              align="right"
              render={(r) => {
                const importe = deAlicuota(r as Renglon, a);
                return formatMoneda((parte === 'Neto' ? importe?.NetoGravado : importe?.IVA) ?? 0);
              }}
            />
          )),
        )}
        <DataTable.Col source="Exento" align="right" render={(r) => formatMoneda(r.Exento)} />
        <DataTable.Col source="Total" align="right" render={(r) => formatMoneda(r.Total)} />
      </DataTable>
    </ListaAdaptable>
  );
}

/** /libro-iva-ventas (Supervisor, Administrador): a month's authorized comprobantes, its totals, Excel and ARCA's files. */
export function LibroIvaVentas() {
  return (
    <List
      title="Libro IVA Ventas"
      filters={filtros}
      filterDefaultValues={{ Mes: mesAnterior(hoyNegocio()) }}
      sort={{ field: 'Fecha', order: 'ASC' }}
      actions={<Acciones />}
      empty={false}
    >
      <Totales />
      <Renglones />
    </List>
  );
}
