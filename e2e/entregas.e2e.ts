import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatoCantidad, formatoKg, formatoMoneda } from '#dominio/formatos';
import type { HojaDeRutaDetalle, PedidoARepartir } from '#dominio/hojasDeRuta';
import { textoDePdf } from '../api/test/pdf';
import { InformeAxe } from './axe';
import {
  api,
  campo,
  captura,
  desbordeLateral,
  elegir,
  elegirEnLista,
  esperarCarga,
  ingresar,
  launchBrowser,
  navegar,
  newPage,
  TELEFONO,
  entrar,
} from './browser';

/*
 * A day of deliveries (issue 34): a Supervisor plans five orders on the planning screen, prints the sheet and starts
 * it; the driver, on a phone, resolves each stop (two of them without signal, sent when it comes back) and the
 * Supervisor closes the sheet with its totals.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Lista<T> = { data: T[] };
type Vehiculo = { VehiculoID: number; Patente: string; CapacidadKg: number | null };
type Pedido = { PedidoID: number; detalles: { Cantidad: number }[] };

/** A driver of their own (the demo's has today's sheet already), a free vehicle and five orders it can carry. */
async function prepararDia() {
  const admin = await api('admin');
  const supervisor = await api('supervisor');
  const marca = `reparto${Date.now() % 1_000_000}`;
  const chofer = { Nombre: 'Ramón', Apellido: 'Quiroga', NombreUsuario: marca, Contrasena: 'Reparto-Oeste-2026' };
  await admin.post('/usuarios', {
    ...chofer,
    Telefono: '+54 9 11 4000-2222',
    Direccion: 'Av. Rivadavia 18000, Morón',
    Email: `${marca}@carbonsur.com.ar`,
    Rol: 'Empleado',
    Chofer: true,
  });
  // The largest vehicle on no sheet of today.
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
  const ocupados = (await supervisor.get<Lista<{ VehiculoID: number }>>(`/hojas-de-ruta?fecha=${hoy}`)).data.map((h) => h.VehiculoID);
  const vehiculo = (await supervisor.get<Lista<Vehiculo>>('/vehiculos/disponibles')).data
    .filter((v) => !ocupados.includes(v.VehiculoID) && v.CapacidadKg)
    .sort((a, b) => b.CapacidadKg! - a.CapacidadKg!)[0];
  // The lightest candidates; the second one with a line of two or more units, for the partial delivery.
  const candidatos = (await supervisor.get<Lista<PedidoARepartir>>('/hojas-de-ruta/candidatos?page=1&limit=100')).data.sort(
    (a, b) => a.Kg - b.Kg,
  );
  let parcial: number | undefined;
  for (const c of candidatos) {
    const { data } = await supervisor.get<{ data: Pedido }>(`/pedidos/${c.PedidoID}`);
    if (data.detalles.some((l) => l.Cantidad >= 2)) {
      parcial = c.PedidoID;
      break;
    }
  }
  const otros = candidatos.filter((c) => c.PedidoID !== parcial).slice(0, 4);
  const pedidos = [otros[0], candidatos.find((c) => c.PedidoID === parcial)!, ...otros.slice(1)];
  expect(pedidos.reduce((s, p) => s + p.Kg, 0)).toBeLessThanOrEqual(vehiculo.CapacidadKg!);
  return { chofer, vehiculo, pedidos: pedidos.map((p) => p.PedidoID), supervisor };
}

/** Draws a stroke across the signature pad, as a finger would. */
async function firmar(page: Page) {
  const caja = (await page.getByRole('img', { name: 'Firma de quien recibe' }).boundingBox())!;
  await page.mouse.move(caja.x + 30, caja.y + caja.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.5, 0.7],
    [0.7, 0.3],
    [0.9, 0.6],
  ])
    await page.mouse.move(caja.x + caja.width * x, caja.y + caja.height * y, { steps: 5 });
  await page.mouse.up();
}

describe("the driver's phone", () => {
  it('plans five stops, prints and starts the sheet; the driver resolves them, two without signal; the sheet closes with its totals', {
    timeout: 240_000,
  }, async () => {
    const { chofer, vehiculo, pedidos, supervisor } = await prepararDia();

    // ------------------------------------------------------------ the Supervisor plans, prints and starts
    const oficina = await newPage(browser);
    const sup = oficina.page;
    await entrar(sup, 'supervisor', '/hojas-de-ruta/nuevo');
    await elegir(sup, 'Vehículo', vehiculo.Patente, new RegExp(`^${vehiculo.Patente} ·`));
    await elegirEnLista(sup, 'Chofer', `${chofer.Nombre} ${chofer.Apellido}`);
    for (const [i, id] of pedidos.entries()) {
      // The list answers the search after a pause: clicking before would hit a row that is about to move.
      const busqueda = sup.waitForResponse((res) => res.url().includes('/api/hojas-de-ruta/candidatos') && res.url().includes(`q=${id}`));
      await sup.getByLabel('Buscar cliente, dirección o número').fill(String(id));
      await busqueda;
      await sup.getByRole('button', { name: `Agregar el pedido ${id}`, exact: true }).click();
      await sup.getByRole('heading', { name: `Paradas (${i + 1})` }).waitFor();
    }
    await sup.getByRole('button', { name: 'Guardar' }).click();
    await sup.waitForURL(/\/hojas-de-ruta\/editar\/\d+$/);
    const hojaId = Number(new URL(sup.url()).pathname.split('/').at(-1));
    await esperarCarga(sup);

    const [descarga] = await Promise.all([sup.waitForEvent('download'), sup.getByRole('button', { name: 'Imprimir hoja de ruta' }).click()]);
    expect(descarga.suggestedFilename()).toBe(`hoja-de-ruta-${hojaId}.pdf`);
    const pdf = (await textoDePdf(await readFile(await descarga.path()))).replace(/\s+/g, ' ');
    expect(pdf).toContain(`HOJA DE RUTA N° ${hojaId}`);
    expect(pdf).toContain(`${chofer.Nombre} ${chofer.Apellido}`);
    expect(pdf).toContain(vehiculo.Patente);

    await sup.getByRole('button', { name: 'Iniciar recorrido' }).click();
    await sup.getByText('Recorrido iniciado').waitFor();
    const hoja = (await supervisor.get<{ data: HojaDeRutaDetalle }>(`/hojas-de-ruta/${hojaId}`)).data;
    expect(hoja.Paradas.map((p) => p.Pedido.PedidoID)).toEqual(pedidos);

    // ------------------------------------------------------------ the driver, on a phone
    const { page, errores } = await newPage(browser, { tamano: TELEFONO, trabajador: true });
    const axe = new InformeAxe('chofer, teléfono, mi recorrido');
    const revisar = async (pantalla: string) => {
      await esperarCarga(page);
      await captura(page, pantalla);
      expect(await desbordeLateral(page), `${pantalla}: desborde lateral`).toBeLessThanOrEqual(0);
      expect(await axe.revisar(page, pantalla), 'serious and critical axe violations').toEqual([]);
    };
    const tarjeta = (n: number) => page.getByRole('article', { name: new RegExp(`^${n}\\. `) });
    const enviada = async (n: number, estado: string) => {
      await tarjeta(n).getByText(estado, { exact: true }).waitFor();
      await expect.poll(() => tarjeta(n).getByText('Pendiente de enviar').count()).toBe(0);
    };
    const dialogo = page.getByRole('dialog');

    await ingresar(page, chofer.NombreUsuario, chofer.Contrasena);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('menuitem', { name: 'Mi recorrido', exact: true }).click();
    await page.waitForURL('**/mi-recorrido');
    await page.getByRole('heading', { name: `Hoja de ruta N° ${hojaId}` }).waitFor();
    await page.getByText('Resueltas: 0 de 5').waitFor();
    const primera = hoja.Paradas[0];
    await tarjeta(1).getByRole('link', { name: primera.Pedido.Cliente.Direccion }).waitFor();
    expect(await tarjeta(1).getByRole('link', { name: primera.Pedido.Cliente.Telefono }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await revisar('mi-recorrido-telefono');

    // 1. Delivered, with a signature (asked for first) and the cash collected.
    await tarjeta(1).getByRole('button', { name: 'Entregado', exact: true }).click();
    await dialogo.getByRole('button', { name: 'Confirmar entrega' }).click();
    await dialogo.getByText('La firma es obligatoria').waitFor();
    await firmar(page);
    // A camera's photo far above 500 kB (noise does not compress): the phone resizes it before it is stored.
    const foto = await page.evaluate(async () => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 3000, height: 2000 });
      const contexto = canvas.getContext('2d')!;
      const ruido = contexto.createImageData(canvas.width, canvas.height);
      for (let i = 0; i < ruido.data.length; i++) ruido.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      contexto.putImageData(ruido, 0, 0);
      return canvas.toDataURL('image/jpeg', 1);
    });
    const bytesFoto = Buffer.from(foto.split(',')[1], 'base64');
    expect(bytesFoto.length).toBeGreaterThan(2_000_000);
    await dialogo.locator('input[type="file"]').setInputFiles({ name: 'puerta.jpg', mimeType: 'image/jpeg', buffer: bytesFoto });
    await dialogo.getByRole('img', { name: 'Foto de la entrega' }).waitFor();
    await campo(page, 'Efectivo cobrado (opcional)').fill(String(primera.Pedido.PrecioTotal).replace('.', ','));
    await revisar('mi-recorrido-entrega-telefono');
    await dialogo.getByRole('button', { name: 'Confirmar entrega' }).click();
    await enviada(1, `Entregado · cobró ${formatoMoneda(primera.Pedido.PrecioTotal)}`);
    // The server took the photo (it refuses one above 500 kB) and the signature.
    const resuelta = (await supervisor.get<{ data: HojaDeRutaDetalle }>(`/hojas-de-ruta/${hojaId}`)).data.Paradas[0];
    expect(resuelta).toMatchObject({ Resultado: 'entregado', TieneFirma: true, TieneFoto: true, Cobrado: primera.Pedido.PrecioTotal });

    // 2. Partial: one unit less of its first line of two or more.
    const segunda = hoja.Paradas[1];
    const linea = segunda.Pedido.detalles.find((l) => l.Cantidad >= 2)!;
    await tarjeta(2).getByRole('button', { name: 'Entrega parcial' }).click();
    await dialogo
      .getByRole('spinbutton', { name: `${linea.Producto} (pedido: ${formatoCantidad(linea.Cantidad)})` })
      .fill(String(linea.Cantidad - 1));
    await firmar(page);
    await dialogo.getByRole('button', { name: 'Confirmar entrega parcial' }).click();
    await enviada(2, 'Entrega parcial');
    await tarjeta(2)
      .getByText(`${formatoCantidad(linea.Cantidad - 1)} de ${formatoCantidad(linea.Cantidad)} × ${linea.Producto}`)
      .waitFor();

    // 3. Not delivered: nobody at home.
    await tarjeta(3).getByRole('button', { name: 'No entregado' }).click();
    await dialogo.getByRole('radio', { name: 'Cliente ausente' }).check();
    await dialogo.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await enviada(3, 'No entregado: Cliente ausente');

    // 4 and 5 without signal: they stay on the phone, shown as done and "Pendiente de enviar".
    await page.context().setOffline(true);
    await page.getByText('Sin conexión: lo que registre queda en el teléfono y se envía al volver la señal.').waitFor();
    await tarjeta(4).getByRole('button', { name: 'Entregado', exact: true }).click();
    await firmar(page);
    await dialogo.getByRole('button', { name: 'Confirmar entrega' }).click();
    await tarjeta(5).getByRole('button', { name: 'No entregado' }).click();
    await dialogo.getByRole('radio', { name: 'Otro' }).check();
    await dialogo.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await dialogo.getByText('Describa el motivo en el comentario').waitFor();
    await campo(page, 'Comentario').fill('Portón cerrado con candado');
    await dialogo.getByRole('button', { name: 'Confirmar', exact: true }).click();
    for (const n of [4, 5]) await tarjeta(n).getByText('Pendiente de enviar').waitFor();
    await tarjeta(4).getByText('Entregado', { exact: true }).waitFor();
    await page.getByText('2 acciones pendientes de enviar').waitFor();
    await page.getByText('Resueltas: 5 de 5').waitFor();
    await revisar('mi-recorrido-sin-conexion-telefono');
    expect((await supervisor.get<{ data: HojaDeRutaDetalle }>(`/hojas-de-ruta/${hojaId}`)).data.Resumen.SinResolver).toBe(2);

    // Back to the screen without signal: the sheet kept on the phone, with what waits. (Through the dashboard, whose
    // code the phone has: a screen never opened has no code to load offline, and the route change waits on it.)
    await navegar(page, '/');
    await page.getByRole('heading', { name: `Hoja de ruta N° ${hojaId}` }).waitFor({ state: 'detached' });
    await navegar(page, '/mi-recorrido');
    await page.getByText('Se muestra la hoja guardada en el teléfono.').waitFor();
    await tarjeta(1)
      .getByText(`Entregado · cobró ${formatoMoneda(primera.Pedido.PrecioTotal)}`, { exact: true })
      .waitFor();
    for (const n of [4, 5]) await tarjeta(n).getByText('Pendiente de enviar').waitFor();

    // Signing out now would lose them: the app asks first, and waiting keeps the session. (Back at the top, where
    // the top bar shows again.)
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    const aviso = page.getByRole('dialog', { name: 'Hay entregas sin enviar' });
    await aviso.getByText('2 acciones del recorrido no llegaron al servidor', { exact: false }).waitFor();
    await aviso.getByRole('button', { name: 'Esperar' }).click();
    await aviso.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Abrir menú' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mi-recorrido');

    // A reload without signal loses nothing: the app waits for the network, then sends the queue in order.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active !== null);
    await page.reload();
    await page.getByRole('heading', { name: 'Sin conexión' }).waitFor();
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: `Hoja de ruta N° ${hojaId}` }).waitFor();
    await enviada(4, 'Entregado');
    await enviada(5, 'No entregado: Otro');
    await expect.poll(() => page.getByText(/pendientes? de enviar/).count()).toBe(0);

    // The theme of the night shift.
    await page.getByRole('button', { name: 'Alternar modo claro/oscuro' }).click();
    await revisar('mi-recorrido-oscuro-telefono');
    // The same screen on a desk's screen.
    await page.setViewportSize({ width: 1366, height: 900 });
    await revisar('mi-recorrido-oscuro-escritorio');

    // Nothing waits: signing out goes straight out and leaves nothing of the route on the phone.
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    const guardado = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const abrir = indexedDB.open('carbonsur-recorrido');
          abrir.onerror = () => reject(abrir.error);
          abrir.onsuccess = () => {
            const contar = abrir.result.transaction('datos').objectStore('datos').count();
            contar.onsuccess = () => resolve(contar.result);
          };
        }),
    );
    expect(guardado).toBe(0);
    expect(errores).toEqual([]);

    // ------------------------------------------------------------ the Supervisor closes it
    const final = (await supervisor.get<{ data: HojaDeRutaDetalle }>(`/hojas-de-ruta/${hojaId}`)).data;
    expect(final.Resumen).toMatchObject({ Entregadas: 2, Parciales: 1, NoEntregadas: 2, SinResolver: 0 });
    const kg = hoja.Paradas[0].Kg + (segunda.Kg - linea.PesoKg) + hoja.Paradas[3].Kg;
    expect(final.Resumen.KgEntregados).toBeCloseTo(kg, 3);
    await navegar(sup, '/hojas-de-ruta');
    await navegar(sup, `/hojas-de-ruta/editar/${hojaId}`);
    await sup.getByRole('button', { name: 'Cerrar hoja' }).click();
    await sup.getByText('Hoja de ruta cerrada').waitFor();
    await sup
      .getByText(
        `Entregadas: 2 · Parciales: 1 · No entregadas: 2 · Sin resolver: 0 · Kg entregados: ${formatoKg(final.Resumen.KgEntregados)} · Efectivo cobrado: ${formatoMoneda(primera.Pedido.PrecioTotal)}`,
      )
      .waitFor();
    await captura(sup, 'hoja-de-ruta-cerrada');
    expect(oficina.errores).toEqual([]);
    console.info(axe.resumen());
  });
});
