import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTRASENAS_DEMO } from '../seeds/01_usuarios';
import { InformeAxe } from './axe';
import { baseUrl, captura, desbordeLateral, esperarCarga, launchBrowser, navegar, newPage, TELEFONO, entrar } from './browser';

/*
 * The proof of delivery (issue 34): a sheet planned and resolved through the API (one stop delivered with a
 * signature drawn on a canvas, one delivered in part), then a supervisor sees on each order's detail the
 * "Entrega" section with the signature, and on the dashboard the panel of today's sheets; axe and the phone's
 * width on each screen. The cash of the first stop is voided afterwards: the order and the sheet show it voided.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Parada {
  ParadaID: number;
  Pedido: { PedidoID: number; detalles: { DetalleID: number; Cantidad: number }[] };
}

/** The API as an account of the demo, with the headers a call needs (a stop action's Idempotency-Key). */
async function comoCuenta(cuenta: keyof typeof CONTRASENAS_DEMO) {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ nombreUsuario: cuenta, contrasena: CONTRASENAS_DEMO[cuenta] }),
  });
  const { token } = (await login.json()) as { token: string };
  return async <T>(metodo: string, ruta: string, cuerpo?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${baseUrl()}/api${ruta}`, {
      method: metodo,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
      body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    if (!res.ok) throw new Error(`${metodo} /api${ruta}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
}

/** A signature as the phone's pad makes it: strokes on a canvas, as a PNG data URL. */
const firmaDibujada = (page: Page) =>
  page.evaluate(() => {
    const lienzo = document.createElement('canvas');
    lienzo.width = 320;
    lienzo.height = 140;
    const c = lienzo.getContext('2d')!;
    c.lineWidth = 3;
    c.lineCap = 'round';
    c.strokeStyle = '#1d2a5c';
    c.beginPath();
    c.moveTo(20, 100);
    c.bezierCurveTo(60, 10, 90, 130, 130, 60);
    c.bezierCurveTo(160, 20, 190, 120, 230, 70);
    c.quadraticCurveTo(270, 30, 300, 90);
    c.stroke();
    return lienzo.toDataURL('image/png');
  });

/** Waits until the image with that alt text is loaded and drawn (its width, once decoded). */
async function imagenCargada(page: Page, alt: string) {
  // The image is asked for once its box comes near the screen: scroll to the section first.
  await page.getByRole('region', { name: 'Entrega', exact: true }).scrollIntoViewIfNeeded();
  const imagen = page.getByRole('img', { name: alt });
  await imagen.scrollIntoViewIfNeeded();
  await expect.poll(() => imagen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

describe('proof of delivery', () => {
  it('shows on the order the delivery with its signature, and the partial one with what was delivered of each line', {
    timeout: 180_000,
  }, async () => {
    const supervisor = await comoCuenta('supervisor');
    const { page, errores } = await newPage(browser);
    await entrar(page, 'supervisor');

    // A day of its own, weeks ahead, so no other test's sheet holds this vehicle or driver that day.
    const dia = new Date(Date.now() + (20 + Math.floor(Math.random() * 200)) * 86_400_000).toISOString().slice(0, 10);
    const [chofer] = await supervisor<{ UsuarioID: number; Nombre: string; Apellido: string }[]>('GET', '/hojas-de-ruta/choferes');
    const vehiculos = await supervisor<{ VehiculoID: number; CapacidadKg: number | null }[]>('GET', '/vehiculos/disponibles');
    const vehiculo = vehiculos.filter((v) => v.CapacidadKg).at(-1)!;
    // Two open orders, the second with a line of 2 or more (so part of it can stay behind).
    const candidatos = await supervisor<{ PedidoID: number; PrecioTotal: number }[]>(
      'GET',
      `/hojas-de-ruta/candidatos?fecha=${dia}&page=1&limit=20`,
    );
    const lineas = await Promise.all(
      candidatos.map(async ({ PedidoID, PrecioTotal }) => ({
        PedidoID,
        PrecioTotal,
        detalles: (await supervisor<{ detalles: { Cantidad: number }[] }>('GET', `/pedidos/${PedidoID}`)).detalles,
      })),
    );
    const conResto = lineas.find((p) => p.detalles.some((d) => d.Cantidad >= 2))!;
    // Its cash ($ 1.500) within what the stop may collect (its total and a margin).
    const otro = lineas.find((p) => p !== conResto && p.PrecioTotal >= 1500)!;
    const hoja = await supervisor<{ HojaID: number; Version: number }>('POST', '/hojas-de-ruta', {
      Fecha: dia,
      VehiculoID: vehiculo.VehiculoID,
      ChoferID: chofer.UsuarioID,
      Paradas: [otro.PedidoID, conResto.PedidoID],
    });
    const enCurso = await supervisor<{ Paradas: Parada[] }>('POST', `/hojas-de-ruta/${hoja.HojaID}/iniciar`);
    const [entera, parcial] = enCurso.Paradas;
    const clave = () => ({ 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` });
    const firma = await firmaDibujada(page);
    const { CobroID } = await supervisor<{ CobroID: number }>(
      'POST',
      `/hojas-de-ruta/${hoja.HojaID}/paradas/${entera.ParadaID}/entregar`,
      { Firma: firma, Cobrado: 1500 },
      clave(),
    );
    // The cash turns out to be a false note: an administrator voids its payment.
    await (await comoCuenta('admin'))('PUT', `/cobros/${CobroID}/anular`, { Motivo: 'Billete falso' });
    const primera = parcial.Pedido.detalles.find((d) => d.Cantidad >= 2)!;
    await supervisor(
      'POST',
      `/hojas-de-ruta/${hoja.HojaID}/paradas/${parcial.ParadaID}/entrega-parcial`,
      {
        Firma: firma,
        Lineas: parcial.Pedido.detalles.map((l) => ({ DetalleID: l.DetalleID, Cantidad: l === primera ? l.Cantidad - 1 : l.Cantidad })),
      },
      clave(),
    );

    const axe = new InformeAxe('prueba de entrega');
    const pedido = entera.Pedido.PedidoID;
    await navegar(page, `/pedidos/${pedido}`);
    await page.getByRole('heading', { name: 'Entrega', exact: true }).waitFor();
    const seccion = page.getByRole('region', { name: 'Entrega', exact: true });
    await expect.poll(() => seccion.innerText()).toContain(`${chofer.Nombre} ${chofer.Apellido}`);
    const texto = await seccion.innerText();
    expect(texto).toContain('Entregado');
    expect(texto).toContain(`N° ${hoja.HojaID}`);
    expect(texto).toContain('$ 1.500,00 (Anulado)');
    await imagenCargada(page, `Firma de quien recibió el pedido N° ${pedido}`);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'pedido entregado'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'prueba-de-entrega-pedido');

    const pedidoParcial = parcial.Pedido.PedidoID;
    await navegar(page, `/pedidos/${pedidoParcial}`);
    await page.getByRole('heading', { name: 'Entrega', exact: true }).waitFor();
    const diferencias = page.getByRole('table', { name: 'Lo pedido y lo entregado de cada producto' });
    await expect.poll(() => diferencias.innerText()).toContain(`${primera.Cantidad - 1} (faltan 1)`);
    expect(await page.getByRole('region', { name: 'Entrega', exact: true }).innerText()).toContain('Entrega parcial');
    await imagenCargada(page, `Firma de quien recibió el pedido N° ${pedidoParcial}`);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'pedido entregado en parte'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'prueba-de-entrega-parcial');

    // The sheet: its summary adds nothing of the voided cash, and lists it struck through.
    await navegar(page, `/hojas-de-ruta/editar/${hoja.HojaID}`);
    const resumen = page.getByText(/^Entregadas: 1 · Parciales: 1/);
    await resumen.waitFor();
    expect(await resumen.innerText()).toContain(`Efectivo cobrado: $ 0,00 · Pedido N° ${pedido}: $ 1.500,00 (Anulado)`);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'hoja con un cobro anulado'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'prueba-de-entrega-hoja');

    // On a phone: the same section fits the width.
    const telefono = await newPage(browser, { tamano: TELEFONO });
    await entrar(telefono.page, 'supervisor', `/pedidos/${pedido}`);
    await telefono.page.getByRole('heading', { name: 'Entrega', exact: true }).waitFor();
    await imagenCargada(telefono.page, `Firma de quien recibió el pedido N° ${pedido}`);
    await esperarCarga(telefono.page);
    expect(await desbordeLateral(telefono.page), 'px scrolled sideways').toBe(0);
    expect(await axe.revisar(telefono.page, 'pedido entregado, teléfono'), 'serious and critical axe violations').toEqual([]);
    await captura(telefono.page, 'prueba-de-entrega-pedido-telefono');
    console.log(axe.resumen());
    expect(errores).toEqual([]);
    expect(telefono.errores).toEqual([]);
  });

  it("shows today's sheets on the dashboard with their progress, each a link to its sheet", { timeout: 120_000 }, async () => {
    const supervisor = await comoCuenta('supervisor');
    const { page, errores } = await newPage(browser);
    await entrar(page, 'supervisor');
    const panel = page.getByRole('region', { name: 'Hojas de ruta de hoy' });
    await panel.waitFor();
    await esperarCarga(page);
    const { hojasDeHoy } = await supervisor<{ hojasDeHoy: { HojaID: number; Paradas: number; Resueltas: number }[] }>('GET', '/dashboard');
    expect(hojasDeHoy.length).toBeGreaterThan(0);
    for (const h of hojasDeHoy) {
      const fila = panel.getByRole('link', { name: new RegExp(`^N° ${h.HojaID} `) });
      expect(await fila.innerText()).toContain(`${h.Resueltas} de ${h.Paradas} paradas`);
    }
    const axe = new InformeAxe('dashboard con hojas de hoy');
    expect(await axe.revisar(page, 'dashboard'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'prueba-de-entrega-dashboard');

    const [primera] = hojasDeHoy;
    await panel.getByRole('link', { name: new RegExp(`^N° ${primera.HojaID} `) }).click();
    await page.waitForURL(`**/hojas-de-ruta/editar/${primera.HojaID}`);
    await page.getByRole('button', { name: 'Imprimir hoja de ruta' }).waitFor();

    const telefono = await newPage(browser, { tamano: TELEFONO });
    await entrar(telefono.page, 'supervisor');
    await telefono.page.getByRole('region', { name: 'Hojas de ruta de hoy' }).waitFor();
    await esperarCarga(telefono.page);
    expect(await desbordeLateral(telefono.page), 'px scrolled sideways').toBe(0);
    expect(await axe.revisar(telefono.page, 'dashboard, teléfono'), 'serious and critical axe violations').toEqual([]);
    await captura(telefono.page, 'prueba-de-entrega-dashboard-telefono');
    expect(errores).toEqual([]);
    expect(telefono.errores).toEqual([]);
  });
});
