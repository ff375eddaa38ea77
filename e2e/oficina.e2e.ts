import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, baseUrl, buscar, captura, desbordeLateral, esperarCarga, launchBrowser, navegar, newPage, TELEFONO, entrar } from './browser';
import { leerDemo } from './pantallas';
import { InformeAxe } from './axe';

/*
 * The lists as office staff use them: a saved query, a bulk inactivation with and without undo, and
 * the dark theme (remembered, followed from the system, and passing axe at desktop and phone size).
 */

type ClienteApi = { ClienteID: number; Active: boolean };

const LOTE = `Lote${Date.now()}`;
const BUSCAR = 'Buscar clientes';

/** Two clients of their own, found by a surname no other test uses. */
async function clientesDelLote(apellido = LOTE, nombres = ['Aurora', 'Bruno']): Promise<ClienteApi[]> {
  const admin = await api('admin');
  const crear = (nombre: string) =>
    admin.post<{ data: ClienteApi }>('/clientes', {
      Nombre: nombre,
      Apellido: apellido,
      Telefono: '+54 11 4000-2000',
      Direccion: 'Av. Mitre 200, Avellaneda',
      Email: `${nombre.toLowerCase()}${apellido.slice(-6)}@lote.ar`,
    });
  return [(await crear(nombres[0])).data, (await crear(nombres[1])).data];
}

/** Whether each client is active now, as the API says. */
async function activos(clientes: ClienteApi[]): Promise<boolean[]> {
  const admin = await api('admin');
  return Promise.all(clientes.map(async (c) => (await admin.get<{ data: ClienteApi }>(`/clientes/${c.ClienteID}`)).data.Active));
}

/** The body's background colour, as the browser draws it. */
const fondo = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const FONDO_OSCURO = 'rgb(27, 21, 18)';

/** Waits for a screen by its title and for loading to end. */
async function pantalla(page: Page, ruta: string, titulo: string) {
  await navegar(page, ruta);
  await expect.poll(() => page.locator('#react-admin-title').innerText()).toBe(titulo);
  await esperarCarga(page);
}

/**
 * The dashboard, a list, a form and a detail, each passing axe (and on a phone fitting its width),
 * with a screenshot named after `prefijo`.
 */
async function recorrerEnOscuro(page: Page, prefijo: string, telefono = false) {
  const { pedido } = await leerDemo();
  const axe = new InformeAxe(prefijo);
  for (const [ruta, titulo, nombre] of [
    ['/dashboard', 'Dashboard', 'dashboard'],
    ['/productos', 'Productos', 'productos'],
    ['/clientes/nuevo', 'Nuevo Cliente', 'cliente-nuevo'],
    [`/pedidos/${pedido}`, `Pedido #${pedido}`, 'pedido'],
  ]) {
    await pantalla(page, ruta, titulo);
    if (telefono) expect(await desbordeLateral(page), `px de desborde en ${ruta}`).toBe(0);
    expect(await axe.revisar(page, ruta), `axe en ${ruta}`).toEqual([]);
    await captura(page, `${prefijo}-${nombre}`);
  }
  console.log(axe.resumen());
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('an administrator at a desktop', () => {
  let page: Page;
  let errores: string[];
  let clientes: ClienteApi[];
  const filaDe = (nombre: string) => page.getByRole('row').filter({ hasText: `${nombre} ${LOTE}` });

  beforeAll(async () => {
    clientes = await clientesDelLote();
    ({ page, errores } = await newPage(browser));
    await entrar(page, 'admin');
  });
  afterAll(() => page?.context().close());

  /**
   * Closes the saved queries' popover with a click beside it, as a person would (after a dialog the
   * focus is outside it, so Escape would not reach it); while open it hides the page from getByRole.
   */
  const cerrarConsultas = async () => {
    await page.mouse.click(5, 890);
    await page.getByRole('button', { name: 'Consultas guardadas' }).waitFor();
  };

  it('saves a query, applies it again after leaving the list, and removes it', async () => {
    await pantalla(page, '/clientes', 'Clientes');
    await buscar(page, BUSCAR, LOTE);
    await filaDe('Bruno').waitFor();
    await page.getByRole('button', { name: 'Consultas guardadas' }).click();
    await page.getByRole('button', { name: 'Guardar la consulta actual...' }).click();
    const guardar = page.getByRole('dialog', { name: 'Guardar la consulta actual como' });
    await guardar.getByRole('textbox', { name: 'Nombre de la consulta' }).fill('Clientes del lote');
    await guardar.getByRole('button', { name: 'Guardar' }).click();
    await guardar.waitFor({ state: 'hidden' });
    await cerrarConsultas();

    await pantalla(page, '/productos', 'Productos');
    await pantalla(page, '/clientes', 'Clientes');
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect.poll(() => page.getByPlaceholder(BUSCAR).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Consultas guardadas' }).click();
    await page.getByText('Clientes del lote').click();
    await expect.poll(() => page.getByPlaceholder(BUSCAR).inputValue()).toBe(LOTE);
    await captura(page, 'oficina-consulta-guardada');
    await cerrarConsultas();
    await filaDe('Aurora').waitFor();

    await page.getByRole('button', { name: 'Consultas guardadas' }).click();
    await page.getByRole('button', { name: 'Eliminar consulta guardada' }).click();
    const eliminar = page.getByRole('dialog', { name: '¿Eliminar la consulta guardada?' });
    await eliminar.getByRole('button', { name: 'Confirmar' }).click();
    await eliminar.waitFor({ state: 'hidden' });
    expect(await page.getByText('Clientes del lote').count()).toBe(0);
    await cerrarConsultas();
    expect(errores).toEqual([]);
  });

  it('inactivates two clients at once: undone they stay active, confirmed they become inactive', async () => {
    const seleccionar = async () => {
      for (const nombre of ['Aurora', 'Bruno']) await filaDe(nombre).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Inactivar seleccionados' }).click();
      await page.getByText('2 registros inactivados').waitFor();
    };
    await buscar(page, BUSCAR, LOTE);
    await filaDe('Bruno').waitFor();

    await seleccionar();
    await captura(page, 'oficina-inactivar-deshacer');
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await page.getByText('2 registros inactivados').waitFor({ state: 'hidden' });
    await filaDe('Aurora').waitFor();
    expect(await activos(clientes)).toEqual([true, true]);

    await seleccionar();
    expect(await new InformeAxe('aviso con Deshacer').revisar(page, '/clientes (aviso)'), 'axe con el aviso').toEqual([]);
    // The call leaves when the notice closes; then the list, showing active clients only, empties.
    await page.getByText('No se encontraron clientes que coincidan con la búsqueda').waitFor();
    expect(await activos(clientes)).toEqual([false, false]);
    expect(errores).toEqual([]);
  });

  describe('a selection beyond the page shown is inactivated over the version seen of each row: a row changed meanwhile is refused', () => {
    /**
     * Two new clients listed one a page, newest first (the second on the first page); `seleccionar` selects both;
     * someone else then changes the one named `cambiado`, and the inactivation leaves it active.
     */
    async function inactivarCon(seleccionar: (fila: (nombre: string) => Locator) => Promise<void>, cambiado: 'Primero' | 'Segundo') {
      const apellido = `Paginas${Date.now()}`;
      const [primero, segundo] = await clientesDelLote(apellido, ['Primero', 'Segundo']);
      await navegar(page, `/clientes?filter=${encodeURIComponent(JSON.stringify({ q: apellido }))}&perPage=1&page=1&sort=ClienteID&order=DESC`);
      await seleccionar((nombre) => page.getByRole('row').filter({ hasText: `${nombre} ${apellido}` }));
      await page.getByText('2 elementos seleccionados').waitFor();
      const otro = cambiado === 'Primero' ? primero : segundo;
      await (await api('admin')).put(`/clientes/${otro.ClienteID}`, {
        Nombre: cambiado,
        Apellido: apellido,
        Telefono: '+54 11 4999-0000',
        Direccion: 'Av. Mitre 200, Avellaneda',
        Email: `${cambiado.toLowerCase()}${apellido.slice(-6)}@lote.ar`,
      });

      await page.getByRole('button', { name: 'Inactivar seleccionados' }).click();
      await page.getByText('2 registros inactivados').waitFor();
      await page.getByText('1 de 2 no se inactivaron: Otra persona modificó este registro mientras usted lo editaba').waitFor();
      expect(await activos([primero, segundo])).toEqual(cambiado === 'Primero' ? [true, false] : [false, true]);
      expect(errores).toEqual([]);
    }

    it('one row checked on each page (the one changed is on the page left)', () =>
      inactivarCon(async (fila) => {
        await fila('Segundo').getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Ir a la página siguiente' }).click();
        await fila('Primero').getByRole('checkbox').check();
      }, 'Segundo'));

    it('"Seleccionar todo" (the one changed was never shown)', () =>
      inactivarCon(async (fila) => {
        await fila('Segundo').getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Seleccionar todo' }).click();
      }, 'Primero'));
  });

  it('switches to the dark theme, keeps it after a reload, and passes axe in it', async () => {
    expect(await fondo(page)).not.toBe(FONDO_OSCURO);
    await page.getByRole('button', { name: 'Alternar modo claro/oscuro' }).click();
    await expect.poll(() => fondo(page)).toBe(FONDO_OSCURO);
    await page.reload();
    await page.locator('#react-admin-title').waitFor();
    await expect.poll(() => fondo(page)).toBe(FONDO_OSCURO);

    await recorrerEnOscuro(page, 'oficina-oscuro');
    expect(errores).toEqual([]);
  });
});

describe('a phone whose system prefers dark', () => {
  it('draws the login and the screens dark, fitting the width and passing axe', async () => {
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    expect(await fondo(page)).toBe(FONDO_OSCURO);
    const axe = new InformeAxe('oscuro, teléfono');
    expect(await axe.revisar(page, '/login'), 'axe en /login').toEqual([]);
    await captura(page, 'oficina-oscuro-telefono-login');

    // The address turns to /dashboard before the back office has drawn its page (and its background).
    await entrar(page, 'admin');
    await expect.poll(() => fondo(page)).toBe(FONDO_OSCURO);
    await recorrerEnOscuro(page, 'oficina-oscuro-telefono', true);
    expect(errores).toEqual([]);
  });
});
