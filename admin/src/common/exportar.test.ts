import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { readSheet } from 'read-excel-file/universal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import {
  archivoDe,
  celdaCsv,
  celdaExcel,
  celdaSegura,
  dinero,
  ExportacionCancelada,
  ExportacionDemasiadoGrande,
  exportarComo,
  type Fila,
  fecha,
  fechaHora,
  textoCsv,
  textoProgreso,
  traerFilas,
} from './exportar';
import { usarZonaNegocio } from './zonaNegocio';

afterEach(() => usarZonaNegocio(ZONA_NEGOCIO_POR_DEFECTO));

// A client as an export of the client list writes it: money, a day, a moment, a flag, text to guard.
const FILAS: Fila[] = [
  {
    ID: 7,
    Nombre: 'Lucía Pérez',
    Saldo: dinero(1500.5),
    'Fecha de alta': fecha('2026-03-09'),
    // 13:30 UTC is 10:30 in Buenos Aires (UTC-3).
    'Último pedido': fechaHora('2026-11-27T13:30:00Z'),
    Activo: true,
    Nota: '=HYPERLINK("http://x","clic")',
  },
  {
    ID: 8,
    Nombre: 'Distribuidora "El Sur"; Avellaneda',
    Saldo: dinero(-400),
    'Fecha de alta': null,
    'Último pedido': null,
    Activo: false,
    Nota: '',
  },
];

describe('Excel (.xlsx) export', () => {
  it('writes Spanish headers, real numbers, real dates on the business clock and Sí/No, read back by read-excel-file', async () => {
    const { contenido, nombre } = await archivoDe(FILAS, 'xlsx', 'clientes');
    expect(nombre).toBe('clientes.xlsx');
    expect(contenido.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const filas = await readSheet(contenido);
    expect(filas[0]).toEqual(['ID', 'Nombre', 'Saldo', 'Fecha de alta', 'Último pedido', 'Activo', 'Nota']);
    const [id, nombreCliente, saldo, alta, ultimo, activo, nota] = filas[1];
    expect(id).toBe(7);
    expect(nombreCliente).toBe('Lucía Pérez');
    expect(saldo).toBe(1500.5);
    expect(alta).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(ultimo).toEqual(new Date(Date.UTC(2026, 10, 27, 10, 30)));
    expect(activo).toBe('Sí');
    // Text cells are never run as formulas by Excel: the text stays as it was typed.
    expect(nota).toBe('=HYPERLINK("http://x","clic")');
    expect(filas[2]).toEqual([8, 'Distribuidora "El Sur"; Avellaneda', -400, null, null, 'No', null]);
  });

  it('gives money the currency format and dates a day (and hour) format; empty values leave the cell empty', () => {
    expect(celdaExcel(dinero(1500))).toEqual({ value: 1500, type: Number, format: '"$" #,##0.00' });
    expect(celdaExcel(dinero('no es un número'))).toBeNull();
    expect(celdaExcel(fecha('2026-03-09'))).toMatchObject({ type: Date, format: 'dd/mm/yyyy' });
    expect(celdaExcel(fechaHora('2026-03-09T12:00:00Z'))).toMatchObject({ type: Date, format: 'dd/mm/yyyy hh:mm' });
    expect(celdaExcel(fecha('cualquier cosa'))).toEqual({ value: 'cualquier cosa', type: String });
    for (const vacio of [null, undefined, '']) expect(celdaExcel(vacio)).toBeNull();
  });

  it('reads moments on the business zone the server names, not the browser’s', async () => {
    usarZonaNegocio('Pacific/Auckland');
    const filas = await readSheet((await archivoDe([{ Momento: fechaHora('2026-11-27T13:30:00Z') }], 'xlsx', 'x')).contenido);
    // Auckland is UTC+13 in November: the next day, 02:30.
    expect(filas[1][0]).toEqual(new Date(Date.UTC(2026, 10, 28, 2, 30)));
  });
});

describe('CSV for Excel set to Spanish', () => {
  it('starts with the UTF-8 BOM and separates fields with ; and lines with CRLF', async () => {
    const texto = textoCsv(FILAS);
    expect(texto.startsWith('\uFEFFID;Nombre;Saldo;Fecha de alta;Último pedido;Activo;Nota\r\n')).toBe(true);
    const { contenido, nombre } = await archivoDe(FILAS, 'csv', 'clientes');
    expect(nombre).toBe('clientes.csv');
    const bytes = new Uint8Array(await contenido.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes decimal commas, money with two decimals, dd/mm/aaaa dates, Sí/No, and quotes fields holding ; or "', () => {
    const [, primera, segunda] = textoCsv(FILAS).slice(1).split('\r\n');
    expect(primera).toBe(`7;Lucía Pérez;1500,50;09/03/2026;27/11/2026 10:30;Sí;"'=HYPERLINK(""http://x"",""clic"")"`);
    expect(segunda).toBe('8;"Distribuidora ""El Sur""; Avellaneda";-400,00;;;No;');
    expect(celdaCsv(12.5)).toBe('12,5');
    expect(celdaCsv(-5)).toBe('-5');
    expect(celdaCsv('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
  });

  it("guards every text cell a spreadsheet would run as a formula with a leading '", () => {
    for (const texto of ['=1+1', '+54 11 5555-0101', '-2+3', '@SUM(A1)']) expect(celdaCsv(texto)).toBe(`'${texto}`);
    expect(celdaCsv('\t=1')).toBe("'\t=1");
    expect(celdaCsv(' =no empieza con el signo')).toBe(' =no empieza con el signo');
  });

  it('writes the CSV when react-admin calls an exporter, with the columns its row mapping names', async () => {
    const descargas: Blob[] = [];
    const crear = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      descargas.push(blob as Blob);
      return 'blob:prueba';
    });
    URL.revokeObjectURL = () => {};
    const nombres: string[] = [];
    const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      nombres.push(this.download);
    });
    const exportador = exportarComo((c) => ({ Cliente: `${c.Nombre} ${c.Apellido}`.trim(), Activo: c.Active }));
    await exportador([{ id: 1, Nombre: '', Apellido: '=HYPERLINK("http://x")', Active: true }], vi.fn(), {} as DataProvider, 'clientes');
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await descargas[0].arrayBuffer());
    expect(texto).toBe('\uFEFFCliente;Activo\r\n"\'=HYPERLINK(""http://x"")";Sí\r\n');
    expect(nombres).toEqual(['clientes.csv']);
    crear.mockRestore();
    clic.mockRestore();
  });
});

describe('celdaSegura (the formula guard)', () => {
  it('leaves numbers (negative ones too), booleans, dates and other text as they are, and guards nested values', () => {
    const dia = new Date('2026-11-27T10:00:00Z');
    for (const valor of ['Carbón vegetal 4 kg', "'=ya protegido", '', -5, 0, true, null, undefined, dia]) expect(celdaSegura(valor)).toBe(valor);
    expect(celdaSegura({ Cliente: { Nombre: '=1+1', Stock: -5 }, Etiquetas: ['@a', 'b'] })).toEqual({
      Cliente: { Nombre: "'=1+1", Stock: -5 },
      Etiquetas: ["'@a", 'b'],
    });
  });
});

/** A data provider over `total` numbered records that answers pages as the API does, and records each call. */
function listaDe(total: number) {
  const llamadas: GetListParams[] = [];
  const dataProvider = {
    getList: async (_resource: string, params: GetListParams) => {
      llamadas.push(params);
      const { page, perPage } = params.pagination!;
      const desde = (page - 1) * perPage;
      const data = Array.from({ length: Math.max(0, Math.min(perPage, total - desde)) }, (_, i) => ({ id: desde + i + 1 }));
      return { data, total };
    },
  } as unknown as DataProvider;
  return { dataProvider, llamadas };
}

const aplanar = (r: RaRecord): Fila => ({ Nro: r.id as number });

describe('reading every row of a list for an export', () => {
  it('pages through the list API with its filters and sort, a thousand rows a request, reporting progress', async () => {
    const { dataProvider, llamadas } = listaDe(2_500);
    const avances: string[] = [];
    const filter = { q: 'Pérez', active: true };
    const sort = { field: 'Nombre', order: 'ASC' as const };
    const filas = await traerFilas({
      dataProvider,
      resource: 'clientes',
      filter,
      sort,
      aplanar,
      alAvanzar: (hechas, total) => avances.push(textoProgreso(hechas, total)),
    });
    expect(filas).toHaveLength(2_500);
    expect(filas.at(-1)).toEqual({ Nro: 2_500 });
    expect(llamadas.map((p) => [p.pagination, p.filter, p.sort])).toEqual([1, 2, 3].map((page) => [{ page, perPage: 1000 }, filter, sort]));
    expect(avances).toEqual(['Exportando 1.000 de 2.500…', 'Exportando 2.000 de 2.500…', 'Exportando 2.500 de 2.500…']);
  });

  it('refuses a list above the cap after its first page, with a Spanish message asking to filter', async () => {
    const { dataProvider, llamadas } = listaDe(100_001);
    const intento = traerFilas({ dataProvider, resource: 'clientes', filter: {}, sort: { field: 'id', order: 'ASC' }, aplanar });
    await expect(intento).rejects.toBeInstanceOf(ExportacionDemasiadoGrande);
    await expect(intento).rejects.toThrow(
      'La lista tiene 100.001 filas y se exportan hasta 100.000. Filtrá la lista para exportar menos filas.',
    );
    expect(llamadas).toHaveLength(1);
  });

  it('exports exactly the cap', async () => {
    const { dataProvider } = listaDe(3_000);
    const filas = await traerFilas({ dataProvider, resource: 'x', filter: {}, sort: { field: 'id', order: 'ASC' }, aplanar, maximo: 3_000 });
    expect(filas).toHaveLength(3_000);
  });

  it('stops at the next page once cancelled, and hands the signal to each request', async () => {
    const { dataProvider, llamadas } = listaDe(5_000);
    const control = new AbortController();
    const intento = traerFilas({
      dataProvider,
      resource: 'clientes',
      filter: {},
      sort: { field: 'id', order: 'ASC' },
      aplanar,
      signal: control.signal,
      alAvanzar: (hechas) => hechas >= 2_000 && control.abort(),
    });
    await expect(intento).rejects.toBeInstanceOf(ExportacionCancelada);
    expect(llamadas).toHaveLength(2);
    expect(llamadas[0].signal).toBe(control.signal);
  });
});
