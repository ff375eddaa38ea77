import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatoMoneda } from '#dominio/formatos';
import { archivoComprobante, SIN_VALIDEZ_FISCAL } from '#dominio/comprobanteImpreso';
import { type Comprobante, nombreComprobante } from '#dominio/facturacion';
import type { Pedido, PedidoProveedor } from '#dominio/pedidos';
import { textoDePdf } from '../api/test/pdf';
import { api, captura, desbordeLateral, esperarCarga, launchBrowser, navegar, newPage, TELEFONO, entrar } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Clicks the button (the first of that name) and answers the downloaded file's name and its text. */
async function descargar(page: Page, boton: string) {
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: boton }).first().click()]);
  const texto = await textoDePdf(await readFile(await descarga.path()));
  return { nombre: descarga.suggestedFilename(), texto: texto.replace(/\s+/g, ' ') };
}

describe('printable papers', () => {
  it('a supervisor opens a sales order and downloads its remito, then a supplier order and its PDF', { timeout: 120_000 }, async () => {
    const supervisor = await api('supervisor');
    const [pedido] = (await supervisor.get<{ data: Pedido[] }>('/pedidos?page=1&limit=1')).data;
    const [pedidoProveedor] = (await supervisor.get<{ data: PedidoProveedor[] }>('/pedidos-proveedores?page=1&limit=1')).data;
    const { page, errores } = await newPage(browser);
    await entrar(page, 'supervisor', `/pedidos/${pedido.PedidoID}`);
    await page.getByText(`Pedido #${pedido.PedidoID}`).first().waitFor();
    await esperarCarga(page);
    await captura(page, 'impresion-pedido');
    const remito = await descargar(page, 'Imprimir remito');
    expect(remito.nombre).toBe(`remito-${pedido.PedidoID}.pdf`);
    expect(remito.texto).toContain(`REMITO N° ${pedido.PedidoID}`);
    expect(remito.texto).toContain(`Cliente: ${pedido.Cliente.Nombre} ${pedido.Cliente.Apellido}`);
    expect(remito.texto).toContain(`Total: ${formatoMoneda(pedido.PrecioTotal)}`);
    for (const linea of pedido.detalles) expect(remito.texto).toContain(linea.Producto.Nombre);

    await navegar(page, `/pedidos-proveedores/${pedidoProveedor.PedidoProveedorID}`);
    await page.getByText(`Pedido #${pedidoProveedor.PedidoProveedorID}`).first().waitFor();
    await esperarCarga(page);
    await captura(page, 'impresion-pedido-proveedor');
    const orden = await descargar(page, 'Descargar PDF');
    expect(orden.nombre).toBe(`orden-de-compra-${pedidoProveedor.PedidoProveedorID}.pdf`);
    expect(orden.texto).toContain(`ORDEN DE COMPRA N° ${pedidoProveedor.PedidoProveedorID}`);
    expect(orden.texto).toContain(`Proveedor: ${pedidoProveedor.Proveedor.Nombre}`);
    expect(orden.texto).toContain(`Total: ${formatoMoneda(pedidoProveedor.Total)}`);
    expect(errores).toEqual([]);
  });

  it('an employee on a phone downloads an authorized comprobante from its page, opened from the list, and from its order', {
    timeout: 120_000,
  }, async () => {
    // The demo's newest authorized Factura (the newest comprobante may be its credit note), the first of its order's card.
    const { data } = await (await api('empleado')).get<{ data: Comprobante[] }>('/comprobantes?page=1&limit=5&Estado=Autorizado');
    const comprobante = data.find((c) => c.Tipo === 'Factura')!;
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    await entrar(page, 'empleado', '/comprobantes');
    await page.getByText(nombreComprobante(comprobante)).first().waitFor();
    await esperarCarga(page);
    expect(await desbordeLateral(page)).toBe(0);
    await captura(page, 'impresion-comprobantes-telefono');
    // A tap on its row opens its page, where the PDF is.
    await page.getByText(nombreComprobante(comprobante)).first().click();
    await page.getByRole('heading', { level: 1, name: nombreComprobante(comprobante) }).waitFor();
    const suPagina = await descargar(page, 'Descargar PDF');
    expect(suPagina.nombre).toBe(archivoComprobante(comprobante));
    expect(suPagina.texto).toContain(`CAE N°: ${comprobante.CAE}`);
    expect(suPagina.texto).toContain(SIN_VALIDEZ_FISCAL);

    await navegar(page, `/pedidos/${comprobante.PedidoIDs[0]}`);
    await page.getByText(nombreComprobante(comprobante)).first().waitFor();
    await page.getByRole('button', { name: 'Descargar PDF' }).first().waitFor();
    expect(await desbordeLateral(page)).toBe(0);
    await captura(page, 'impresion-pedido-facturado-telefono');
    const delPedido = await descargar(page, 'Descargar PDF');
    expect(delPedido.nombre).toBe(archivoComprobante(comprobante));
    expect(errores).toEqual([]);
  });
});
