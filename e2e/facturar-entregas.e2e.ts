import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, captura, desbordeLateral, esperarCarga, launchBrowser, newPage, TELEFONO, usarServidor, entrar } from './browser';
import { levantarServidor, PUERTO_PROPIO, type Servidor } from './servidor';
import { InformeAxe } from './axe';

/*
 * "Facturar entregas" on a phone (issue 45, decision 98): the Administrador completes an order, opens Comprobantes,
 * sees ARCA's state, invoices the day's deliveries through the demo's local ARCA and reads each order's result. On a
 * server of its own, so its batch invoices no other file's orders.
 */

let servidor: Servidor;
let browser: Browser;

beforeAll(async () => {
  servidor = await levantarServidor({ puerto: PUERTO_PROPIO.facturarEntregas, plantilla: inject('plantillaE2E') });
  usarServidor(servidor.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await servidor?.cerrar();
});

describe('Facturar entregas', () => {
  it("an Administrador invoices today's deliveries on a phone and sees each order's Factura", { timeout: 180_000 }, async () => {
    const admin = await api('admin');
    const { data: cliente } = await admin.post<{ data: { ClienteID: number } }>('/clientes', {
      Nombre: 'Ramona',
      Apellido: 'Lote',
      Telefono: '+54 11 4000-1234',
      Direccion: 'Av. Belgrano 100, CABA',
      Email: 'ramona.lote@clientes.com.ar',
    });
    const { data: productos } = await admin.get<{ data: { ProductoID: number; Stock: number }[] }>('/productos?active=true&page=1&limit=20');
    const producto = productos.find((p) => p.Stock > 0)!;
    const { data: pedido } = await admin.post<{ data: { PedidoID: number } }>('/pedidos', {
      ClienteID: cliente.ClienteID,
      VehiculoID: null,
      detalles: [{ ProductoID: producto.ProductoID, Cantidad: 1 }],
    });
    for (const estado of ['En Proceso', 'Completado']) await admin.put(`/pedidos/${pedido.PedidoID}/estado`, { estado });

    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    const axe = new InformeAxe('facturar entregas, teléfono');
    await entrar(page, 'admin', '/comprobantes');
    await page.getByText('ARCA', { exact: true }).waitFor();
    await esperarCarga(page);
    expect(await axe.revisar(page, 'comprobantes con el estado de ARCA'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'facturar-entregas-lista');
    await page.getByRole('button', { name: 'Facturar entregas' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Facturar entregas' });
    await dialogo.getByText(/Se hará una factura por cada pedido entregado el/).waitFor();
    expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
    expect(await axe.revisar(page, 'facturar entregas: el día'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'facturar-entregas-dia');

    await dialogo.getByRole('button', { name: /^Facturar \d+ entregas?$/ }).click();
    const resultado = dialogo.getByRole('listitem').filter({ hasText: `Pedido #${pedido.PedidoID}` });
    await expect.poll(() => resultado.innerText()).toMatch(/Factura B 0001-\d{8}[\s\S]*Autorizado/);
    await expect.poll(() => dialogo.innerText()).toMatch(/(\d+) de \1 · \d+ autorizadas/);
    expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
    expect(await axe.revisar(page, 'facturar entregas: el resultado'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'facturar-entregas-resultado');
    expect(errores).toEqual([]);
  });
});
