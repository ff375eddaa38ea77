import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, campo, captura, desbordeLateral, ESCRITORIO, launchBrowser, newPage, TELEFONO, entrar } from './browser';
import { InformeAxe } from './axe';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Escrito<T> = { data: T };
type ClienteApi = { ClienteID: number; Nombre: string; Telefono: string; Direccion: string; Version: number };
type ProductoApi = { ProductoID: number; Nombre: string; Precio: number; Stock: number; Version: number };

const ERROR_DE_VERSION = 'Otra persona modificó este registro mientras usted lo editaba';

/** Records of their own, so no other browser test sees them change. */
async function clienteNuevo(): Promise<ClienteApi> {
  const { data } = await (await api('supervisor')).post<Escrito<ClienteApi>>('/clientes', {
    Nombre: 'Rosario',
    Apellido: `Concurrencia ${Date.now()}`,
    Telefono: '+54 11 4000-1000',
    Direccion: 'Av. San Martín 100, Lanús',
    Email: `concurrencia${Date.now()}@clientes.com.ar`,
  });
  return data;
}

async function productoNuevo(stock: number): Promise<ProductoApi> {
  const { data } = await (await api('admin')).post<Escrito<ProductoApi>>('/productos', {
    Nombre: `Carbón concurrencia ${Date.now()}`,
    Precio: 3000,
    Stock: stock,
  });
  return data;
}

/** Someone else sells `cantidad` units of the product meanwhile. */
async function vender(producto: ProductoApi, cantidad: number) {
  const otro = await api('empleado');
  const { data: clientes } = await otro.get<{ data: { ClienteID: number }[] }>('/clientes/activos?page=1&limit=1');
  await otro.post('/pedidos', { ClienteID: clientes[0].ClienteID, detalles: [{ ProductoID: producto.ProductoID, Cantidad: cantidad }] });
}

const guardar = (page: Page) => page.getByRole('button', { name: 'Guardar' }).click();

describe('edits never overwrite each other silently', () => {
  it.each([
    ['escritorio', ESCRITORIO],
    ['telefono', TELEFONO],
  ])(
    '%s: a client saved over a change made meanwhile is refused; "Recargar" shows the current record and what the user typed, to apply again; the warning fits and passes axe',
    async (nombre, tamano) => {
      const cliente = await clienteNuevo();
      const { page, errores } = await newPage(browser, { tamano });
      const axe = new InformeAxe(`empleado, ${nombre}, conflicto de versiones`);
      const revisar = async (pantalla: string) => {
        expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
        expect(await axe.revisar(page, pantalla), 'serious and critical axe violations').toEqual([]);
        await captura(page, `${nombre}--${pantalla}`);
      };
      await entrar(page, 'empleado', `/clientes/editar/${cliente.ClienteID}`);
      const direccion = campo(page, 'Dirección');
      await expect.poll(() => direccion.inputValue()).toBe(cliente.Direccion);

      // Someone else changes the phone while the form is open.
      await (await api('supervisor')).put(`/clientes/${cliente.ClienteID}`, { Telefono: '+54 11 4999-2222' });

      await direccion.fill('Calle Nueva 123, Lanús');
      await guardar(page);
      await page.getByText(ERROR_DE_VERSION).waitFor();
      // Nothing was saved, and what the user typed is still there.
      expect(await direccion.inputValue()).toBe('Calle Nueva 123, Lanús');
      const { data: sinCambio } = await (await api('supervisor')).get<Escrito<ClienteApi>>(`/clientes/${cliente.ClienteID}`);
      expect(sinCambio.Direccion).toBe(cliente.Direccion);
      await revisar('concurrencia-conflicto');

      await page.getByRole('button', { name: 'Recargar' }).click();
      await page.getByText('Se cargaron los datos actuales').waitFor();
      await expect.poll(() => campo(page, 'Teléfono').inputValue()).toBe('+54 11 4999-2222');
      await page.getByText('Dirección: Calle Nueva 123, Lanús').waitFor();
      await revisar('concurrencia-recargado');
      await page.getByRole('button', { name: 'Aplicar mis cambios' }).click();
      expect(await direccion.inputValue()).toBe('Calle Nueva 123, Lanús');
      await guardar(page);
      await page.waitForURL(/\/clientes(\?.*)?$/);

      // Both changes stand.
      const { data: final } = await (await api('supervisor')).get<Escrito<ClienteApi>>(`/clientes/${cliente.ClienteID}`);
      expect(final).toMatchObject({ Telefono: '+54 11 4999-2222', Direccion: 'Calle Nueva 123, Lanús', Version: cliente.Version + 2 });
      expect(errores).toEqual([]);
    },
  );

  it('a product form open during a sale saves its price without undoing the sale; a stock typed over a moved one is refused', async () => {
    const producto = await productoNuevo(147);
    const { page, errores } = await newPage(browser);
    await entrar(page, 'supervisor', `/productos/editar/${producto.ProductoID}`);
    const stock = page.getByRole('spinbutton', { name: 'Stock', exact: true });
    await expect.poll(() => stock.inputValue()).toBe('147');

    await vender(producto, 5);
    await page.getByRole('textbox', { name: 'Precio' }).fill('3.200');
    await guardar(page);
    await page.waitForURL(/\/productos(\?.*)?$/);
    const supervisor = await api('supervisor');
    const { data: vendido } = await supervisor.get<Escrito<ProductoApi>>(`/productos/${producto.ProductoID}`);
    expect(vendido).toMatchObject({ Precio: 3200, Stock: 142 });

    // A counted stock typed while another sale goes out: refused, with the stock as it is now.
    await page.goto(`${baseUrl()}/productos/editar/${producto.ProductoID}`);
    await expect.poll(() => stock.inputValue()).toBe('142');
    await vender(producto, 2);
    await stock.fill('150');
    await guardar(page);
    await page.getByText('El stock cambió mientras editaba: ahora es 140').waitFor();
    const { data: intacto } = await supervisor.get<Escrito<ProductoApi>>(`/productos/${producto.ProductoID}`);
    expect(intacto.Stock).toBe(140);
    expect(errores).toEqual([]);
  });

  it("an Empleado sees a product's stock read-only: it moves only through sales, receptions and adjustments", async () => {
    const producto = await productoNuevo(30);
    const { page } = await newPage(browser);
    await entrar(page, 'empleado', `/productos/editar/${producto.ProductoID}`);
    const stock = page.getByRole('spinbutton', { name: 'Stock', exact: true });
    await expect.poll(() => stock.inputValue()).toBe('30');
    expect(await stock.getAttribute('readonly')).not.toBeNull();
  });
});
