import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatoImporte, formatoMoneda } from '#dominio/formatos';
import { api, baseUrl, captura, desbordeLateral, diaNegocio, ingresar, launchBrowser, newPage, TELEFONO, entrar } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// Demo records no other browser test changes.
const GUANTES = 'Guantes ignífugos para parrilla';
/** Created within the demo history (seeds/07_auditoria), with its documents, service and readings. */
const PATENTE_NUEVA = 'AH901OP';
const CLIENTE_MUDADO = { Nombre: 'Carlos', Apellido: 'Benítez' };

interface Lista<T> {
  data: T[];
}

async function productoDemo(nombre: string) {
  const { data } = await (await api('admin')).get<Lista<{ ProductoID: number; Nombre: string; Precio: number }>>(
    `/productos?q=${encodeURIComponent(nombre)}&page=1&limit=10`,
  );
  return data.find((p) => p.Nombre === nombre)!;
}

async function vehiculoDemo(patente: string) {
  const { data } = await (await api('admin')).get<Lista<{ VehiculoID: number; Patente: string }>>(`/vehiculos?q=${patente}&page=1&limit=10`);
  return data.find((v) => v.Patente === patente)!;
}

/** The lines of the open 'Actividad' tab, newest first. */
const lineas = (page: Page) => page.getByRole('list', { name: 'Actividad' }).getByRole('listitem');

describe("a record's 'Actividad' tab", () => {
  it('an administrator changes a price, opens the product again and reads the change, newest first, in Actividad', async () => {
    const { page, errores } = await newPage(browser);
    const guantes = await productoDemo(GUANTES);
    const nuevo = guantes.Precio + 450;

    await entrar(page, 'admin', `/productos/editar/${guantes.ProductoID}`);
    const precio = page.getByRole('textbox', { name: /^Precio( \*)?$/ });
    await expect.poll(() => precio.inputValue()).toBe(formatoImporte(guantes.Precio));
    await precio.fill(String(nuevo));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/productos(\?.*)?$/);

    await page.goto(`${baseUrl()}/productos/editar/${guantes.ProductoID}`);
    await page.getByRole('tab', { name: 'Actividad' }).click();
    await lineas(page).first().waitFor();
    const { usuario } = await api('admin');
    const esperado = `${usuario.Nombre} ${usuario.Apellido} cambió Precio de ${formatoMoneda(guantes.Precio)} a ${formatoMoneda(nuevo)} — ${diaNegocio()} `;
    // Amounts keep their sign on the same line (a no-break space).
    const primera = (await lineas(page).first().innerText()).replaceAll('\u00a0', ' ');
    expect(primera.startsWith(esperado), primera).toBe(true);
    expect(primera.slice(esperado.length)).toMatch(/^\d{2}:\d{2}$/);
    await captura(page, 'actividad-producto');
    expect(errores).toEqual([]);
  });

  it("on a phone the timeline wraps inside the screen: a vehicle's parts and a client's new address", async () => {
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    const vehiculo = await vehiculoDemo(PATENTE_NUEVA);
    await entrar(page, 'admin', `/vehiculos/${vehiculo.VehiculoID}`);
    await page.getByRole('tab', { name: 'Actividad' }).click();
    await page.getByText(/Martín Gómez agregó el documento Seguro — /).waitFor();
    await page.getByText(/Martín Gómez creó el vehículo — /).waitFor();
    await page.getByText(/Laura Fernández agregó el mantenimiento Cambio de aceite — /).waitFor();
    expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
    await captura(page, 'actividad-vehiculo-telefono');

    const { data } = await (await api('admin')).get<Lista<{ ClienteID: number; Nombre: string; Apellido: string }>>(
      `/clientes?q=${encodeURIComponent(CLIENTE_MUDADO.Apellido)}&page=1&limit=50`,
    );
    const cliente = data.find((c) => c.Nombre === CLIENTE_MUDADO.Nombre && c.Apellido === CLIENTE_MUDADO.Apellido)!;
    await page.goto(`${baseUrl()}/clientes/editar/${cliente.ClienteID}`);
    await page.getByRole('tab', { name: 'Actividad' }).click();
    const linea = lineas(page).filter({ hasText: 'Diego Sosa cambió Dirección de Av. Rivadavia 13870' });
    await linea.waitFor();
    // The long sentence wraps: several lines high, no wider than the screen.
    const caja = (await linea.boundingBox())!;
    expect(caja.x + caja.width).toBeLessThanOrEqual(TELEFONO.viewport.width);
    expect(caja.height).toBeGreaterThan(40);
    expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
    await captura(page, 'actividad-cliente-telefono');
    expect(errores).toEqual([]);
  });

  it("an order's Actividad tells its creation and status changes, as its history does", async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'admin');
    const { get } = await api('admin');
    for (const [ruta, estado] of [
      ['/pedidos', 'Completado'],
      ['/pedidos-proveedores', 'Recibido'],
    ]) {
      const [pedido] = (
        await get<Lista<{ id?: number; PedidoID?: number; PedidoProveedorID?: number }>>(`${ruta}/estado/${estado}?page=1&limit=1`)
      ).data;
      const id = pedido.PedidoID ?? pedido.PedidoProveedorID;
      await page.goto(`${baseUrl()}${ruta}/${id}`);
      await page.getByRole('tab', { name: 'Actividad' }).click();
      await lineas(page)
        .filter({ hasText: `a ${estado} — ` })
        .first()
        .waitFor();
      await lineas(page).filter({ hasText: 'creó el pedido' }).waitFor();
      expect(await lineas(page).first().innerText()).toContain(`a ${estado} — `);
      await captura(page, `actividad${ruta.replace('/', '-')}`);
    }
    expect(errores).toEqual([]);
  });

  it("a user's Actividad shows its sign-ins under 'Ingresos'; the browser keeps the device cookie out of reach of scripts", async () => {
    const { page, errores } = await newPage(browser);
    await ingresar(page, 'admin');
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'carbonsur_dispositivo');
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('carbonsur_dispositivo');

    const usuarios = await (await api('admin')).get<{ UsuarioID: number; NombreUsuario: string }[]>('/usuarios');
    const { UsuarioID } = usuarios.find((u) => u.NombreUsuario === 'admin')!;
    await page.goto(`${baseUrl()}/usuarios/editar/${UsuarioID}`);
    await page.getByRole('tab', { name: 'Actividad' }).click();
    await page.getByRole('button', { name: 'Ingresos' }).click();
    await lineas(page)
      .filter({ hasText: /^Ingresó desde .+ — / })
      .first()
      .waitFor();
    await captura(page, 'actividad-ingresos');
    // Back to the account's changes (the demo admin may have none): the sign-ins leave the list.
    await page.getByRole('button', { name: 'Cambios' }).click();
    await lineas(page)
      .filter({ hasText: /^Ingresó desde / })
      .first()
      .waitFor({ state: 'detached' });
    expect(errores).toEqual([]);
  });

  it('a Supervisor sees no Actividad tab: the audit trail is for administrators', async () => {
    const { page, errores } = await newPage(browser);
    const guantes = await productoDemo(GUANTES);
    await entrar(page, 'supervisor', `/productos/editar/${guantes.ProductoID}`);
    await page.getByRole('tab', { name: 'Movimientos' }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Datos', 'Movimientos', 'Precios']);

    const vehiculo = await vehiculoDemo(PATENTE_NUEVA);
    await page.goto(`${baseUrl()}/vehiculos/${vehiculo.VehiculoID}`);
    await page.getByRole('tab', { name: 'Costos' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Actividad' }).count()).toBe(0);
    expect(errores).toEqual([]);
  });
});
