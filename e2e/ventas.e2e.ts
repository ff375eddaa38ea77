import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, buscar, campo, captura, elegir, esperarCarga, elegirEnLista, launchBrowser, newPage, entrar } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const sufijo = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

/** Opens a screen through the menu, as a person would. */
async function menu(page: Page, texto: string) {
  await page.getByRole('menuitem', { name: texto, exact: true }).click();
}

describe('sales: clients, products, orders and their history', () => {
  it('a client, a product, an order of two lines, its status changed by empleado and admin, found in the history', {
    timeout: 180_000,
  }, async () => {
    const id = sufijo();
    const apellido = `Paz ${id}`;
    const producto = `Carbón de prueba ${id}`;
    const comentarioEmpleado = `Salió en reparto ${id}`;
    const { page: admin, errores } = await newPage(browser);
    await entrar(admin, 'admin');

    // The client form shows each message of the spec before it saves.
    await menu(admin, 'Clientes');
    await admin.getByText(/^\d+ clientes$/).waitFor();
    await captura(admin, 'ventas-clientes-admin');
    await admin.getByRole('link', { name: 'Nuevo Cliente' }).click();
    await admin.waitForURL('**/clientes/nuevo');
    await campo(admin, 'Nombre').fill('Lucía');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    for (const mensaje of ['Apellido requerido', 'Teléfono requerido', 'Dirección requerida', 'Email requerido']) {
      await admin.getByText(mensaje).waitFor();
    }
    await campo(admin, 'Nombre').fill('');
    await admin.getByText('Nombre requerido').waitFor();
    await campo(admin, 'Email').fill('lucia-sin-arroba');
    await admin.getByText('Email inválido').waitFor();
    await captura(admin, 'ventas-cliente-form-errores');
    await campo(admin, 'Nombre').fill('Lucía');
    await campo(admin, 'Apellido').fill(apellido);
    await campo(admin, 'Teléfono').fill('+54 11 4444-1234');
    await campo(admin, 'Email').fill(`lucia.${id}@gmail.com`);
    await campo(admin, 'Dirección').fill('Av. Rivadavia 5000, Caballito');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.waitForURL(/\/clientes(\?.*)?$/);
    await admin.getByPlaceholder('Buscar clientes').fill(id);
    await admin.getByRole('row', { name: new RegExp(apellido) }).waitFor();
    await admin.getByText('1 cliente', { exact: true }).waitFor();
    await admin.getByPlaceholder('Buscar clientes').fill(`nadie ${id}`);
    await admin.getByText('No se encontraron clientes que coincidan con la búsqueda').waitFor();
    await admin.getByRole('button', { name: 'Limpiar filtros' }).click();
    await admin.getByText(/^\d+ clientes$/).waitFor();

    // A product with little stock: its own validation, then the low-stock badge and tab.
    await menu(admin, 'Productos');
    await admin.getByRole('link', { name: 'Nuevo Producto' }).click();
    await admin.waitForURL('**/productos/nuevo');
    await campo(admin, 'Nombre').fill(producto);
    await admin.getByRole('textbox', { name: /^Precio/ }).fill('-5');
    await admin.getByRole('spinbutton', { name: /^Stock( \*)?$/ }).fill('2.5');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('El precio no puede ser negativo').waitFor();
    await admin.getByText('Debe ser un número entero').waitFor();
    await admin.getByRole('spinbutton', { name: /^Stock( \*)?$/ }).fill('-1');
    await admin.getByText('El stock no puede ser negativo').waitFor();
    await admin.getByRole('textbox', { name: /^Precio/ }).fill('');
    await admin.getByText('Precio requerido').waitFor();
    await captura(admin, 'ventas-producto-form-errores');
    await admin.getByRole('textbox', { name: /^Precio/ }).fill('1.250,5');
    await admin.getByRole('spinbutton', { name: /^Stock( \*)?$/ }).fill('9');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.waitForURL(/\/productos(\?.*)?$/);
    await admin.getByPlaceholder('Buscar productos').fill(id);
    const fila = admin.getByRole('row', { name: new RegExp(producto) });
    await fila.waitFor();
    expect(await fila.textContent()).toContain('$ 1.250,50');
    await fila.getByText('Bajo stock').waitFor();
    await admin.getByRole('tab', { name: 'Bajo Stock' }).click();
    await admin.getByRole('row', { name: new RegExp(producto) }).waitFor();
    expect(await admin.getByPlaceholder('Buscar productos').count()).toBe(0);
    await captura(admin, 'ventas-productos-bajo-stock');
    await admin.getByRole('tab', { name: 'Todos los Productos' }).click();

    // The order: two products, the first added twice (its quantity grows), a line edited.
    await admin.goto(`${baseUrl()}/dashboard`);
    await admin.getByRole('menuitem', { name: 'Nuevo Pedido' }).click();
    await admin.waitForURL('**/pedidos/nuevo');
    await admin.getByText('Selecciona un cliente').waitFor();
    await admin.getByText('Agrega al menos un producto').waitFor();
    const crear = admin.getByRole('button', { name: 'Crear Pedido' });
    expect(await crear.isDisabled()).toBe(true);
    await elegir(admin, 'Cliente', apellido, new RegExp(apellido));
    await elegir(admin, 'Producto', producto, new RegExp(producto));
    await admin.getByRole('spinbutton', { name: 'Cantidad', exact: true }).fill('0');
    await admin.getByRole('button', { name: 'Agregar' }).click();
    await admin.getByText('La cantidad debe ser mayor a 0').waitFor();
    await admin.getByRole('spinbutton', { name: 'Cantidad', exact: true }).fill('2');
    await admin.getByRole('button', { name: 'Agregar' }).click();
    await elegir(admin, 'Producto', 'Carbón vegetal bolsa 4 kg', /Carbón vegetal bolsa 4 kg/);
    await admin.getByRole('button', { name: 'Agregar' }).click();
    await elegir(admin, 'Producto', producto, new RegExp(producto));
    await admin.getByRole('spinbutton', { name: 'Cantidad', exact: true }).fill('1');
    await admin.getByRole('button', { name: 'Agregar' }).click();
    const cantidadNueva = admin.getByRole('spinbutton', { name: `Cantidad de ${producto}` });
    // Read once the click has rendered (an immediate read lost that race on a loaded CI).
    await expect.poll(() => cantidadNueva.inputValue()).toBe('3');
    expect(await crear.isDisabled()).toBe(false);
    // The new product's line: 3 x $ 1.250,50.
    await admin.getByRole('cell', { name: '$ 3.751,50' }).waitFor();
    await captura(admin, 'ventas-pedido-nuevo');
    await crear.click();
    await admin.waitForURL(/\/pedidos\/\d+$/);
    const pedidoId = admin.url().split('/').pop()!;
    await admin.getByText(`Pedido #${pedidoId}`).first().waitFor();
    await admin.getByText(producto).waitFor();
    await admin.getByText('Carbón vegetal bolsa 4 kg').waitFor();
    expect(await admin.getByRole('button', { name: 'Actualizar Estado' }).isDisabled()).toBe(true);
    await captura(admin, 'ventas-pedido-detalle-admin');

    // Empleado moves it from Pendiente to En Proceso; after that only an administrator may.
    const { page: empleado, errores: erroresEmpleado } = await newPage(browser);
    await entrar(empleado, 'empleado', `/pedidos/${pedidoId}`);
    await elegirEnLista(empleado, 'Estado', 'En Proceso');
    await empleado.getByRole('textbox', { name: 'Comentario (opcional)' }).fill(comentarioEmpleado);
    await empleado.getByRole('button', { name: 'Actualizar Estado' }).click();
    await empleado.getByText('Estado actualizado correctamente').waitFor();
    await empleado.getByText('Solo un administrador puede cambiar el estado de un pedido que no está Pendiente.').waitFor();
    expect(await empleado.getByRole('combobox', { name: 'Estado' }).getAttribute('aria-disabled')).toBe('true');
    await captura(empleado, 'ventas-pedido-detalle-empleado');

    await admin.reload();
    await admin.getByText('En Proceso').first().waitFor();
    await elegirEnLista(admin, 'Estado', 'Completado');
    await admin.getByRole('button', { name: 'Actualizar Estado' }).click();
    await admin.getByText('Estado actualizado correctamente').waitFor();
    // Completed, it is invoiced from its page: ARCA (the demo's local one) answers with the CAE.
    await admin.getByRole('button', { name: 'Facturar' }).click();
    await admin.getByText('Factura autorizada por ARCA').waitFor();
    await admin.getByText(/^Factura B 0001-\d{8}$/).waitFor();
    await admin.getByText('Comprobante de prueba — sin validez fiscal').waitFor();
    await admin.getByText(/^CAE$/).waitFor();
    expect(await admin.getByRole('button', { name: 'Facturar' }).count()).toBe(0);
    await captura(admin, 'ventas-pedido-facturado');
    await admin.getByRole('link', { name: 'Ver Historial' }).click();
    await admin.waitForURL(`**/pedidos/${pedidoId}/historial`);
    await admin.getByText(comentarioEmpleado).waitFor();
    await admin.getByText('Registrado por: Martín Gómez').first().waitFor();
    await captura(admin, 'ventas-pedido-historial');

    // The global history finds the empleado's change through the order-number filter and its tab.
    await admin.getByRole('menuitem', { name: 'Historial', exact: true }).first().click();
    await admin.waitForURL('**/historial-pedidos**');
    // The list is read before it is filtered, as a person would: filtered while its first page still
    // loaded, the list once kept showing every change (CI, a loaded machine).
    await admin.getByText(/^1-10 de \d+$/).waitFor();
    await esperarCarga(admin);
    await admin.getByRole('button', { name: 'Filtros' }).click();
    const nroPedido = admin.getByRole('spinbutton', { name: 'Nro Pedido' });
    await nroPedido.fill(pedidoId);
    expect(await nroPedido.inputValue()).toBe(pedidoId);
    await admin.getByRole('button', { name: 'Aplicar' }).click();
    // Polled with the address, so a failure tells what the list showed instead and whether the filter was still in the
    // address (this wait failed twice in CI, the list showing every change: the filter lost, or the list not refetched).
    const listaMostrada = async () => ({
      direccion: decodeURIComponent(admin.url()),
      paginas: await admin.getByText(/^\d+-\d+ de \d+$/).allTextContents(),
    });
    await expect
      .poll(listaMostrada)
      .toMatchObject({ direccion: expect.stringMatching(new RegExp(`"pedidoId":"?${pedidoId}"?`)), paginas: ['1-3 de 3'] });
    await admin.getByRole('tab', { name: 'En Proceso' }).click();
    await admin.getByText('1-1 de 1').waitFor();
    const cambio = admin.getByRole('row', { name: new RegExp(comentarioEmpleado) });
    await cambio.waitFor();
    await captura(admin, 'ventas-historial-filtrado');
    await cambio.getByRole('link', { name: 'Ver Pedido' }).click();
    await admin.waitForURL(`**/pedidos/${pedidoId}`);

    // The client's own history shows the same order.
    await admin.goto(`${baseUrl()}/clientes`);
    await buscar(admin, 'Buscar clientes', id);
    await admin
      .getByRole('row', { name: new RegExp(apellido) })
      .getByRole('link', { name: 'Historial' })
      .click();
    await admin.getByText(`Historial de Pedidos - Lucía ${apellido}`).first().waitFor();
    await admin
      .getByRole('link', { name: `Pedido #${pedidoId}` })
      .first()
      .waitFor();
    await admin.getByText(comentarioEmpleado).waitFor();
    expect(errores).toEqual([]);
    expect(erroresEmpleado).toEqual([]);
  });

  it('empleado: no active switch, inactivation disabled; administrador inactivates after confirming', async () => {
    const { page: empleado, errores } = await newPage(browser);
    await entrar(empleado, 'empleado');
    await menu(empleado, 'Clientes');
    await empleado.getByText(/^\d+ clientes$/).waitFor();
    expect(await empleado.getByText('Mostrar solo activos').count()).toBe(0);
    expect(await empleado.getByRole('button', { name: 'Inactivar' }).first().isDisabled()).toBe(true);
    await captura(empleado, 'ventas-clientes-empleado');
    await menu(empleado, 'Productos');
    await empleado.getByText(/^\d+ productos$/).waitFor();
    expect(await empleado.getByText('Mostrar solo activos').count()).toBe(0);
    await captura(empleado, 'ventas-productos-empleado');
    await empleado.getByRole('menuitem', { name: 'Gestión de Pedidos' }).click();
    await empleado.getByRole('tab', { name: 'Pendientes' }).click();
    await expect.poll(() => empleado.getByRole('cell', { name: /^(En Proceso|Completado|Cancelado)$/ }).count()).toBe(0);
    await empleado.getByRole('cell', { name: 'Pendiente', exact: true }).first().waitFor();
    await captura(empleado, 'ventas-pedidos-empleado');
    await empleado.getByRole('menuitem', { name: 'Historial', exact: true }).first().click();
    await empleado
      .getByText('No se encontraron registros')
      .or(empleado.getByRole('link', { name: 'Ver Pedido' }).first())
      .waitFor();
    await captura(empleado, 'ventas-historial-empleado');
    expect(errores).toEqual([]);

    const { page: admin } = await newPage(browser);
    const id = sufijo();
    await entrar(admin, 'admin', '/clientes/nuevo');
    await campo(admin, 'Nombre').fill('Ramiro');
    await campo(admin, 'Apellido').fill(`Baja ${id}`);
    await campo(admin, 'Teléfono').fill('+54 11 4000-0000');
    await campo(admin, 'Email').fill(`ramiro.${id}@gmail.com`);
    await campo(admin, 'Dirección').fill('Mitre 10, Morón');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.waitForURL(/\/clientes(\?.*)?$/);
    await buscar(admin, 'Buscar clientes', id);
    await admin
      .getByRole('row', { name: new RegExp(`Baja ${id}`) })
      .getByRole('button', { name: 'Inactivar' })
      .click();
    await admin.getByText(`¿Inactivar al cliente Ramiro Baja ${id}?`).waitFor();
    await admin.getByRole('dialog').getByRole('button', { name: 'Inactivar' }).click();
    // Only active clients are listed by default: the inactivated one leaves the list...
    await admin.getByText('No se encontraron clientes que coincidan con la búsqueda').waitFor();
    // ...and shows, inactive, when the switch is off.
    await admin.getByText('Mostrar solo activos').click();
    await admin.getByRole('row', { name: new RegExp(`Baja ${id}`) }).waitFor();
    expect(
      await admin
        .getByRole('row', { name: new RegExp(`Baja ${id}`) })
        .getByRole('button', { name: 'Inactivar' })
        .isDisabled(),
    ).toBe(true);
  });
});
