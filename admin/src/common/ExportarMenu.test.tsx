import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, type DataProvider, type GetListParams, ListContextProvider, type ListControllerResult, Notification } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n';
import { dinero, exportarComo } from './exportar';
import { Exportar } from './ExportarMenu';
import { ESPERA_JSDOM, simularMatchMedia } from '../test/jsdom';

let root: Root | undefined;
let contenedor: HTMLElement;
const descargas: { nombre: string; contenido: Blob }[] = [];

beforeAll(() => {
  // The export runs on its own after a click (pages, file, notice): the test waits for what the screen shows
  // rather than wrapping each of React's updates in act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  simularMatchMedia();
  // jsdom downloads nothing: the anchor's click records the file instead.
  let ultimo: Blob | undefined;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    ultimo = blob as Blob;
    return 'blob:prueba';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push({ nombre: this.download, contenido: ultimo! });
  });
});

afterEach(() => {
  root?.unmount();
  contenedor?.remove();
  descargas.length = 0;
});

const exportador = exportarComo((c) => ({ Nro: c.id as number, Nombre: c.Nombre as string, Saldo: dinero(c.Saldo) }));

/**
 * A client list of `total` rows whose second page waits for `soltar`, in a list context with a search,
 * a permanent filter and a sort; renders its Exportar.
 */
async function lista(total: number) {
  const llamadas: GetListParams[] = [];
  let soltar!: () => void;
  const segunda = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  const dataProvider = {
    getList: async (_resource: string, params: GetListParams) => {
      llamadas.push(params);
      const { page, perPage } = params.pagination!;
      if (page === 2) await segunda;
      const desde = (page - 1) * perPage;
      const data = Array.from({ length: Math.max(0, Math.min(perPage, total - desde)) }, (_, i) => ({
        id: desde + i + 1,
        Nombre: 'Lucía',
        Saldo: 10.5,
      }));
      return { data, total };
    },
  } as unknown as DataProvider;
  const contexto = {
    resource: 'clientes',
    filter: { active: true },
    filterValues: { q: 'Pérez' },
    sort: { field: 'Nombre', order: 'ASC' },
    total,
    data: [],
    selectedIds: [],
    exporter: exportador,
  } as unknown as ListControllerResult;
  contenedor = document.createElement('div');
  document.body.appendChild(contenedor);
  root = createRoot(contenedor);
  root.render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ListContextProvider value={contexto}>
        <Exportar />
      </ListContextProvider>
      <Notification />
    </AdminContext>,
  );
  await hasta(() => porTexto('button', 'Exportar'));
  return { llamadas, soltar };
}

const porTexto = (selector: string, texto: string | RegExp) =>
  [...document.querySelectorAll(selector)].find((el) => {
    // A button's name: its aria-label where it shows only an icon, else its words.
    const nombre = el.getAttribute('aria-label') ?? el.textContent ?? '';
    return typeof texto === 'string' ? nombre === texto : texto.test(nombre);
  });
/** Clicks the element once it is on screen. */
async function clic(selector: string, texto: string | RegExp) {
  await hasta(() => porTexto(selector, texto));
  (porTexto(selector, texto) as HTMLElement).click();
}
/** Waits until `condicion` holds. */
async function hasta(condicion: () => unknown) {
  await vi.waitFor(() => expect(condicion()).toBeTruthy(), ESPERA_JSDOM);
}

describe('Exportar, the menu of every list', { timeout: 30_000 }, () => {
  it('asks the API for every page with the list’s filters (search and permanent) and sort, showing the progress', async () => {
    const { llamadas, soltar } = await lista(1_500);
    await clic('button', 'Exportar');
    await hasta(() => porTexto('[role="menuitem"]', /^Excel \(\.xlsx\)/));
    await clic('[role="menuitem"]', /^CSV/);
    await hasta(() => porTexto('[role="status"]', 'Exportando 1.000 de 1.500…'));
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Exportar a CSV');
    soltar();
    await hasta(() => descargas.length === 1);
    expect(llamadas.map((p) => [p.pagination, p.filter, p.sort])).toEqual(
      [1, 2].map((page) => [
        { page, perPage: 1000 },
        { q: 'Pérez', active: true },
        { field: 'Nombre', order: 'ASC' },
      ]),
    );
    expect(descargas[0].nombre).toBe('clientes.csv');
    const texto = new TextDecoder().decode(await descargas[0].contenido.arrayBuffer());
    expect(texto.split('\r\n').slice(0, 2)).toEqual(['Nro;Nombre;Saldo', '1;Lucía;10,50']);
    await hasta(() => document.body.textContent?.includes('Se exportaron 1.500 filas.'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('cancelled, downloads nothing and says so', async () => {
    const { soltar } = await lista(1_500);
    await clic('button', 'Exportar');
    await clic('[role="menuitem"]', /^Excel/);
    await hasta(() => porTexto('[role="status"]', 'Exportando 1.000 de 1.500…'));
    await clic('button', 'Cancelar');
    soltar();
    await hasta(() => document.body.textContent?.includes('Exportación cancelada.'));
    expect(descargas).toEqual([]);
  });

  it('refuses a list above 100,000 rows before asking the API for any', async () => {
    const { llamadas } = await lista(100_001);
    await clic('button', 'Exportar');
    await clic('[role="menuitem"]', /^Excel/);
    await hasta(() => document.body.textContent?.includes('La lista tiene 100.001 filas y se exportan hasta 100.000. Filtrá la lista'));
    expect(llamadas).toEqual([]);
    expect(descargas).toEqual([]);
  });
});
