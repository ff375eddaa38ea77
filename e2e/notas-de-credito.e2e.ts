import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Comprobante } from '#dominio/facturacion';
import { InformeAxe } from './axe';
import { api, captura, desbordeLateral, esperarCarga, launchBrowser, navegar, newPage, TELEFONO, entrar } from './browser';

// Issue 45, decisions 97 and 100: an Administrador on a phone opens an authorized invoice of the demo, issues a partial credit
// note (one unit back) and sees it listed on the invoice, as a credit in the client's account and as the unit back in
// the product's stock ledger; then charges interest with a debit note and sees it owed in the account. Axe clean,
// nothing sideways.

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, { tamano: TELEFONO }));
  await entrar(page, 'admin');
});
afterAll(() => browser?.close());

/** Checks a screen once it has loaded: its screenshot, nothing sideways on the phone, and axe clean. */
const revisor = (axe: InformeAxe) => async (pantalla: string) => {
  await esperarCarga(page);
  await captura(page, pantalla);
  expect(await desbordeLateral(page), `${pantalla}: desborde lateral`).toBeLessThanOrEqual(0);
  expect(await axe.revisar(page, pantalla), 'serious and critical axe violations').toEqual([]);
};

describe('credit and debit notes', () => {
  it('an Administrador on a phone returns one unit of an invoice: the note is authorized and listed, the stock moves', async () => {
    const lector = await api('admin');
    const { data: facturas } = await lector.get<{ data: Comprobante[] }>('/comprobantes?Estado=Autorizado&limit=50');
    // An invoice of the demo that no note credited yet (the demo's own note credits the newest).
    const { data: notas } = await lector.get<{ data: Comprobante[] }>('/comprobantes?limit=100');
    const acreditadas = new Set(notas.map((n) => n.ComprobanteAsociadoID));
    const factura = facturas.find((c) => c.Tipo === 'Factura' && !acreditadas.has(c.ComprobanteID) && c.lineas[0]?.Cantidad > 1)!;
    const productoId = factura.lineas[0].ProductoID;
    const stock = async () => (await lector.get<{ data: { Stock: number } }>(`/productos/${productoId}`)).data.Stock;
    const antes = await stock();
    const revisar = revisor(new InformeAxe('admin, teléfono, nota de crédito'));

    await navegar(page, `/comprobantes/${factura.ComprobanteID}`);
    await page
      .getByRole('heading', { name: /^Factura [AB] / })
      .first()
      .waitFor();
    await page.getByText('Notas de crédito y débito', { exact: true }).waitFor();
    await revisar('comprobante-telefono');

    await page.getByRole('button', { name: 'Nota de crédito' }).click();
    await page.getByRole('radio', { name: 'Por líneas' }).check();
    await page.getByRole('spinbutton', { name: 'Cantidad que vuelve' }).first().fill('1');
    await page.getByRole('textbox', { name: 'Motivo' }).fill('Una bolsa rota');
    await revisar('nota-de-credito-telefono');
    await page.getByRole('button', { name: 'Emitir' }).click();
    await page.getByText('Nota de crédito enviada a ARCA').waitFor();
    const enlaceNota = page.getByRole('link', { name: /^Nota de crédito [AB] / });
    await enlaceNota.waitFor();
    await revisar('comprobante-con-nota-telefono');
    expect(await stock()).toBe(antes + 1);
    const nota = (await enlaceNota.innerText()).replace(/\s+/g, ' ').trim();

    // The client's account: the note is a credit, with the note as its comprobante and the invoice beside its delivery.
    await navegar(page, `/clientes/editar/${factura.ClienteID}`);
    await page.getByRole('tab', { name: 'Cuenta corriente' }).click();
    const movimiento = page.getByRole('row').filter({ has: page.getByRole('link', { name: nota, exact: true }) });
    await movimiento.getByText('Nota de crédito', { exact: true }).waitFor();
    await page
      .getByRole('link', {
        name: `Factura ${factura.Letra} ${String(factura.PuntoDeVenta).padStart(4, '0')}-${String(factura.Numero).padStart(8, '0')}`,
      })
      .first()
      .waitFor();
    await revisar('cuenta-con-nota-telefono');

    // The product's stock ledger: the unit came back, 'Devolución', named by the note.
    await navegar(page, `/productos/editar/${productoId}`);
    await page.getByRole('tab', { name: 'Movimientos' }).click();
    const devolucion = page.getByRole('row').filter({ hasText: nota });
    await devolucion.waitFor();
    // Fecha, Motivo (with its comment), Cantidad, Saldo, Usuario.
    const [, motivo, cantidad] = (await devolucion.getByRole('cell').allInnerTexts()).map((c) => c.trim());
    expect([motivo.startsWith('Devolución'), cantidad]).toEqual([true, '+1']);
    await revisar('stock-con-nota-telefono');
  });

  it('an Administrador on a phone charges interest with a debit note: authorized, listed, and owed in the account', async () => {
    const lector = await api('admin');
    const { data: facturas } = await lector.get<{ data: Comprobante[] }>('/comprobantes?Estado=Autorizado&limit=50');
    const factura = facturas.find((c) => c.Tipo === 'Factura')!;
    const revisar = revisor(new InformeAxe('admin, teléfono, nota de débito'));

    await navegar(page, `/comprobantes/${factura.ComprobanteID}`);
    await page.getByRole('button', { name: 'Nota de débito' }).click();
    await page.getByRole('textbox', { name: 'Motivo' }).fill('Pago fuera de término');
    await page.getByRole('textbox', { name: 'Concepto' }).fill('Intereses por mora');
    await page.getByRole('textbox', { name: 'Importe final' }).fill('1.210');
    // The amount is read the Argentine way before it is sent.
    await page.getByText('$ 1.210,00').waitFor();
    await revisar('nota-de-debito-telefono');
    await page.getByRole('button', { name: 'Emitir' }).click();
    await page.getByText('Nota de débito enviada a ARCA').waitFor();
    const enlaceNota = page.getByRole('link', { name: /^Nota de débito [AB] / });
    await enlaceNota.waitFor();
    const nota = (await enlaceNota.innerText()).replace(/\s+/g, ' ').trim();

    // The client's account: the note is a debit of $ 1.210, named by the note.
    await navegar(page, `/clientes/editar/${factura.ClienteID}`);
    await page.getByRole('tab', { name: 'Cuenta corriente' }).click();
    const movimiento = page.getByRole('row').filter({ has: page.getByRole('link', { name: nota, exact: true }) });
    await movimiento.getByText('Nota de débito', { exact: true }).waitFor();
    await movimiento.getByText('$ 1.210,00').first().waitFor();
    await revisar('cuenta-con-nota-de-debito-telefono');
  });
});
