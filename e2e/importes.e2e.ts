import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MENSAJES_IMPORTE } from '#dominio/dinero';
import { formatoMoneda } from '#dominio/formatos';
import type { HojaDeRutaDetalle, Parada } from '#dominio/hojasDeRuta';
import { InformeAxe } from './axe';
import { api, campo, captura, desbordeLateral, esperarCarga, launchBrowser, navegar, newPage, TELEFONO, entrar } from './browser';

/*
 * Money typed the Argentine way on the driver's phone (issue 44): '1.500' as cash at the door is a thousand and
 * a half pesos, on the stop, in the sheet's tally and as the client's payment; '1.500,50' too; '1,500' (a
 * thousand and a half, or one with fifty?) says how to write it and sends nothing.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Draws a stroke across the signature pad, as a finger would. */
async function firmar(page: Page) {
  const caja = (await page.getByRole('img', { name: 'Firma de quien recibe' }).boundingBox())!;
  await page.mouse.move(caja.x + 30, caja.y + caja.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.4, 0.3],
    [0.6, 0.7],
    [0.9, 0.4],
  ])
    await page.mouse.move(caja.x + caja.width * x, caja.y + caja.height * y, { steps: 5 });
  await page.mouse.up();
}

describe("cash typed at the door on the driver's phone", () => {
  it('1.500 is $ 1.500 collected and 1.500,50 is $ 1.500,50, on the stop, the tally and the payment; 1,500 sends nothing', {
    timeout: 180_000,
  }, async () => {
    const supervisor = await api('supervisor');
    const chofer = await api('chofer');
    const hoja = (await chofer.get<{ data: HojaDeRutaDetalle }>('/hojas-de-ruta/mi-recorrido')).data;
    // Two stops still to resolve whose orders are worth more than the cash (the largest ones of the demo's sheet).
    const [primera, segunda] = hoja.Paradas.filter((p) => !p.Resultado && p.Pedido.PrecioTotal >= 1500.5).sort(
      (a, b) => b.Pedido.PrecioTotal - a.Pedido.PrecioTotal,
    );
    expect(segunda, 'two stops of the demo sheet worth $ 1.500,50 or more').toBeDefined();
    const cobradoAntes = hoja.Resumen.Cobrado;

    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    const axe = new InformeAxe('chofer, teléfono, efectivo');
    const tarjeta = (p: Parada) => page.getByRole('article', { name: new RegExp(`^${p.Posicion}\\. `) });
    const dialogo = page.getByRole('dialog');
    const efectivo = campo(page, 'Efectivo cobrado (opcional)');
    const acciones: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/paradas/')) acciones.push(r.url());
    });

    await entrar(page, 'chofer', '/mi-recorrido');
    await page.getByRole('heading', { name: `Hoja de ruta N° ${hoja.HojaID}` }).waitFor();
    await esperarCarga(page);
    // The demo's sheet of today waits for its driver to start it (unless another test of this server did).
    if (hoja.Estado === 'Planificada') {
      await page.getByRole('button', { name: 'Iniciar recorrido' }).click();
      await page.getByText('Recorrido iniciado').waitFor();
    }

    // A comma before three digits: the parser's message under the field, the dialog stays open, nothing is sent.
    await tarjeta(primera).getByRole('button', { name: 'Entregado', exact: true }).click();
    await firmar(page);
    await efectivo.fill('1,500');
    expect(await efectivo.getAttribute('inputmode')).toBe('decimal');
    await dialogo.getByRole('button', { name: 'Confirmar entrega' }).click();
    await dialogo.getByText(MENSAJES_IMPORTE.comaAmbigua).waitFor();
    expect(await efectivo.getAttribute('aria-invalid')).toBe('true');
    await captura(page, 'importe-ambiguo-telefono');
    expect(await desbordeLateral(page)).toBeLessThanOrEqual(0);
    expect(await axe.revisar(page, 'efectivo ambiguo'), 'serious and critical axe violations').toEqual([]);
    expect(acciones).toEqual([]);
    expect(await tarjeta(primera).getByText('Pendiente de enviar').count()).toBe(0);

    // '1.500': the field shows how it reads, and a thousand and a half pesos are collected.
    await efectivo.fill('1.500');
    await dialogo.getByText('$ 1.500,00', { exact: true }).waitFor();
    await captura(page, 'importe-leido-telefono');
    await dialogo.getByRole('button', { name: 'Confirmar entrega' }).click();
    await tarjeta(primera)
      .getByText(`Entregado · cobró ${formatoMoneda(1500)}`, { exact: true })
      .waitFor();
    await expect.poll(() => tarjeta(primera).getByText('Pendiente de enviar').count()).toBe(0);

    // '1.500,50' at the next stop.
    await tarjeta(segunda).getByRole('button', { name: 'Entregado', exact: true }).click();
    await firmar(page);
    await efectivo.fill('1.500,50');
    await dialogo.getByText('$ 1.500,50', { exact: true }).waitFor();
    await dialogo.getByRole('button', { name: 'Confirmar entrega' }).click();
    await tarjeta(segunda)
      .getByText(`Entregado · cobró ${formatoMoneda(1500.5)}`, { exact: true })
      .waitFor();
    await expect.poll(() => tarjeta(segunda).getByText('Pendiente de enviar').count()).toBe(0);
    await captura(page, 'importes-cobrados-telefono');
    expect(acciones).toHaveLength(2);
    expect(errores).toEqual([]);

    // The server kept exactly those amounts: on each stop, in the tally, and as the clients' payments.
    const despues = (await supervisor.get<{ data: HojaDeRutaDetalle }>(`/hojas-de-ruta/${hoja.HojaID}`)).data;
    const resuelta = (p: Parada) => despues.Paradas.find((x) => x.ParadaID === p.ParadaID)!;
    expect(resuelta(primera)).toMatchObject({ Resultado: 'entregado', Cobrado: 1500 });
    expect(resuelta(segunda)).toMatchObject({ Resultado: 'entregado', Cobrado: 1500.5 });
    const cobradoDespues = Math.round((cobradoAntes + 3000.5) * 100) / 100;
    expect(despues.Resumen.Cobrado).toBe(cobradoDespues);

    // The office sees them: the sheet's tally, and the payment of $ 1.500 on the client's account.
    const oficina = await newPage(browser);
    await entrar(oficina.page, 'supervisor', `/hojas-de-ruta/editar/${hoja.HojaID}`);
    await oficina.page.getByText(`Efectivo cobrado: ${formatoMoneda(cobradoDespues)}`, { exact: false }).waitFor();
    await captura(oficina.page, 'importes-resumen-hoja');
    const cobroId = resuelta(primera).CobroID;
    await navegar(oficina.page, `/cobros/${cobroId}`);
    await oficina.page.getByRole('heading', { level: 1, name: `Cobro #${cobroId}` }).waitFor();
    const importe = oficina.page.getByText('Importe', { exact: true }).first().locator('xpath=following-sibling::div[1]');
    await expect.poll(() => importe.innerText()).toBe('$ 1.500,00');
    await oficina.page.getByRole('link', { name: `${primera.Pedido.Cliente.Nombre} ${primera.Pedido.Cliente.Apellido}` }).waitFor();
    await captura(oficina.page, 'importes-cobro-del-cliente');
    const cobro = (await supervisor.get<{ data: { Importe: number; ClienteID: number; Metodo: string } }>(`/cobros/${cobroId}`)).data;
    expect(cobro).toMatchObject({ Importe: 1500, ClienteID: primera.Pedido.Cliente.ClienteID, Metodo: 'efectivo' });
    expect(oficina.errores).toEqual([]);
    console.info(axe.resumen());
  });
});
