import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DateTime } from 'luxon';
import { ZONA_NEGOCIO_POR_DEFECTO } from '#dominio/fechas';
import { formatoMoneda } from '#dominio/formatos';
import { precioConAumento } from '#dominio/precios';
import { precioConEscala, precioDeLista, type TipoLista, textoEscala } from '#dominio/listas';
import {
  api,
  captura,
  desbordeLateral,
  diaNegocio,
  elegir,
  escribirFecha,
  esperarCarga,
  launchBrowser,
  navegar,
  newPage,
  TELEFONO,
  usarServidor,
  entrar,
  elegirEnLista,
} from './browser';
import { InformeAxe } from './axe';
import { levantarServidor, PUERTO_PROPIO, type Servidor } from './servidor';

/*
 * "Actualizar precios" (issue 47): a Supervisor schedules +8 % on Leña from tomorrow, rounded to $10, checks the
 * preview and confirms; the next business day (the server started again with its clock moved there) the prices are
 * the new ones, the product's "Precios" tab says which increase set them, the increase reads Aplicado, and an order
 * for a Mayorista client of 50 big bags takes its list's price less the break. On a server of its own: its increase
 * and its moved clock touch no other file.
 */

let servidor: Servidor;
let browser: Browser;

beforeAll(async () => {
  servidor = await levantarServidor({ puerto: PUERTO_PROPIO.precios, plantilla: inject('plantillaE2E') });
  usarServidor(servidor.url);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await servidor?.cerrar();
});

const AUMENTO = { Modo: 'porcentaje', Valor: 8, Redondeo: 10 } as const;
const PRODUCTO = 'Leña de espinillo';
const BOLSA_GRANDE = 'Carbón vegetal bolsa 20 kg';

interface ListaApi {
  ListaID: number;
  Tipo: TipoLista;
  Porcentaje: number;
  Redondeo: number;
  Escalas: { ProductoID: number; Desde: number; Precio: number | null; Porcentaje: number | null }[];
}
type ClienteApi = { ClienteID: number; Nombre: string; Apellido: string; ListaPrecioID: number | null; LimiteCredito: number | null };

describe('Actualizar precios', () => {
  it('schedules +8 % on a category from tomorrow, previews it, and finds it applied the next business day', { timeout: 240_000 }, async () => {
    const supervisor = await api('supervisor');
    const { data: productos } = await supervisor.get<{ data: { ProductoID: number; Nombre: string; Precio: number }[] }>('/productos/activos');
    const producto = productos.find((p) => p.Nombre === PRODUCTO)!;
    const nuevo = precioConAumento(producto.Precio, AUMENTO);

    const { page, errores } = await newPage(browser);
    const axe = new InformeAxe('actualizar precios');
    await entrar(page, 'supervisor');
    await page.getByRole('menuitem', { name: 'Actualizar precios' }).click();
    await page.getByRole('radio', { name: 'Una categoría' }).check();
    await elegirEnLista(page, 'Categoría', 'Leña');
    await page.getByRole('textbox', { name: 'Porcentaje' }).fill('8');
    await elegirEnLista(page, 'Redondeo', 'A $10');
    await escribirFecha(page, 'Rige desde', diaNegocio(1));

    const fila = page.getByRole('row').filter({ hasText: PRODUCTO });
    await expect.poll(() => fila.innerText()).toContain(formatoMoneda(nuevo));
    expect(await fila.innerText()).toContain(formatoMoneda(producto.Precio));
    await esperarCarga(page);
    expect(await axe.revisar(page, 'la vista previa'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-vista-previa');

    await page.getByRole('button', { name: 'Confirmar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Programar el aumento' });
    await dialogo.getByText(/cambiarán solos el/).waitFor();
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Aumento programado correctamente').waitFor();
    await page.waitForURL('**/aumentos-precio');
    const aumento = page.getByRole('row').filter({ hasText: 'Categoría Leña: +8 %, redondeado a $10' });
    await expect.poll(() => aumento.innerText()).toContain('Programado');
    await esperarCarga(page);
    expect(await axe.revisar(page, 'los aumentos'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-aumentos');
    expect((await supervisor.get<{ data: { Precio: number } }>(`/productos/${producto.ProductoID}`)).data.Precio).toBe(producto.Precio);

    // The next business day, five minutes in.
    const manana = DateTime.now().setZone(ZONA_NEGOCIO_POR_DEFECTO).plus({ days: 1 }).set({ hour: 0, minute: 5, second: 0, millisecond: 0 });
    await servidor.reiniciar({ RELOJ_DESDE: manana.toISO()! });
    await page.reload();
    await expect.poll(() => aumento.innerText()).toContain('Aplicado');
    await navegar(page, `/productos/editar/${producto.ProductoID}`);
    await page.getByRole('tab', { name: 'Precios' }).click();
    const entrada = page
      .getByRole('row')
      .filter({ hasText: /Aumento #\d+/ })
      .first();
    await expect.poll(() => entrada.innerText()).toContain(formatoMoneda(nuevo));
    expect(await entrada.innerText()).toContain(formatoMoneda(producto.Precio));
    await esperarCarga(page);
    expect(await axe.revisar(page, 'el historial de precios'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-historial');

    // That day, a wholesale client's order of 50 big bags: its list's price, less the break 50 bags reach.
    const { data: listas } = await supervisor.get<{ data: { ListaID: number; Nombre: string }[] }>('/listas-precio/activos');
    const { data: lista } = await supervisor.get<{ data: ListaApi }>(`/listas-precio/${listas.find((l) => l.Nombre === 'Mayorista')!.ListaID}`);
    const { data: clientes } = await supervisor.get<{ data: ClienteApi[] }>('/clientes/activos');
    // One without a credit limit: 50 big bags are above some wholesale clients' limit (a confirmation of its own).
    const cliente = clientes.find((c) => c.ListaPrecioID === lista.ListaID && c.LimiteCredito === null)!;
    const bolsa = productos.find((p) => p.Nombre === BOLSA_GRANDE)!;
    const escala = lista.Escalas.find((e) => e.ProductoID === bolsa.ProductoID && e.Desde === 50)!;
    const unitario = precioConEscala(
      precioDeLista(bolsa.Precio, { Tipo: lista.Tipo, Porcentaje: lista.Porcentaje, Redondeo: lista.Redondeo }),
      escala,
      lista.Redondeo,
    );
    await navegar(page, '/pedidos/nuevo');
    await elegir(page, 'Cliente', cliente.Apellido, new RegExp(`${cliente.Nombre} ${cliente.Apellido}`));
    await elegir(page, 'Producto', BOLSA_GRANDE, new RegExp(BOLSA_GRANDE));
    await page.getByRole('spinbutton', { name: 'Cantidad' }).fill('50');
    await page.getByRole('button', { name: 'Agregar' }).click();
    const linea = page.getByRole('row').filter({ hasText: BOLSA_GRANDE });
    await expect.poll(() => linea.innerText()).toContain(textoEscala(escala, formatoMoneda));
    expect(await linea.innerText()).toContain(formatoMoneda(unitario));
    await expect.poll(() => page.getByText('Mayorista', { exact: true }).count()).toBe(1);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'un pedido con su lista y su escala'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-pedido-mayorista');
    await page.getByRole('button', { name: 'Crear Pedido' }).click();
    await page.waitForURL(/\/pedidos\/\d+$/);
    const detalle = page.getByRole('row').filter({ hasText: BOLSA_GRANDE });
    await expect.poll(() => detalle.innerText()).toContain('Mayorista · desde 50 u.');
    expect(await detalle.innerText()).toContain(formatoMoneda(unitario * 50));
    expect(errores).toEqual([]);
  });

  it('sells big bags by the pallet at the list’s pallet price, and schedules a list’s prices for a later day', {
    timeout: 240_000,
  }, async () => {
    const supervisor = await api('supervisor');
    const { data: listas } = await supervisor.get<{ data: { ListaID: number; Nombre: string }[] }>('/listas-precio/activos');
    const distribuidor = listas.find((l) => l.Nombre === 'Distribuidor')!;
    const { data: lista } = await supervisor.get<{ data: ListaApi & { Items: { ProductoID: number; PrecioEnPack: number | null }[] } }>(
      `/listas-precio/${distribuidor.ListaID}`,
    );
    const { data: clientes } = await supervisor.get<{ data: ClienteApi[] }>('/clientes/activos');
    const cliente = clientes.find((c) => c.ListaPrecioID === lista.ListaID && c.LimiteCredito === null)!;
    const enPack = lista.Items.find((i) => i.PrecioEnPack !== null)!;

    const { page, errores } = await newPage(browser);
    const axe = new InformeAxe('packs y listas programadas');
    await entrar(page, 'supervisor', '/pedidos/nuevo');
    await elegir(page, 'Cliente', cliente.Apellido, new RegExp(`${cliente.Nombre} ${cliente.Apellido}`));
    await elegir(page, 'Producto', BOLSA_GRANDE, new RegExp(BOLSA_GRANDE));
    await elegirEnLista(page, 'Presentación', 'Pack de 40 u.');
    await page.getByRole('spinbutton', { name: 'Packs' }).fill('2');
    await page.getByText('80 u.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Agregar' }).click();
    const linea = page.getByRole('row').filter({ hasText: BOLSA_GRANDE });
    await expect.poll(() => linea.innerText()).toContain('Pack de 40 u. · 80 u.');
    await expect.poll(() => linea.innerText()).toContain(formatoMoneda(enPack.PrecioEnPack! * 80));
    await esperarCarga(page);
    expect(await axe.revisar(page, 'un pedido por pallet'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-pedido-pallet');
    await page.getByRole('button', { name: 'Crear Pedido' }).click();
    await page.waitForURL(/\/pedidos\/\d+$/);
    await expect.poll(() => page.getByRole('row').filter({ hasText: BOLSA_GRANDE }).innerText()).toContain('Distribuidor · 2 × Pack de 40 u.');

    // The bag's cost and what each list leaves over it, under its price history.
    const bolsa = (await supervisor.get<{ data: { ProductoID: number; Nombre: string }[] }>('/productos/activos')).data.find(
      (p) => p.Nombre === BOLSA_GRANDE,
    )!;
    await navegar(page, `/productos/editar/${bolsa.ProductoID}`);
    await page.getByRole('tab', { name: 'Precios' }).click();
    await page.getByText('Costo y márgenes').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Distribuidor' }).first().innerText()).toMatch(/%$/);
    await esperarCarga(page);
    expect(await axe.revisar(page, 'el costo y los márgenes'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-margenes');

    // The Mayorista list's new percentage, from three days on: saved apart, shown on the list, then cancelled.
    const mayorista = listas.find((l) => l.Nombre === 'Mayorista')!;
    await navegar(page, `/listas-precio/editar/${mayorista.ListaID}`);
    await page.getByRole('textbox', { name: 'Porcentaje sobre la lista general' }).fill('-10');
    await escribirFecha(page, 'Vigente desde', diaNegocio(3));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(/^Precios programados desde el /).waitFor();
    await navegar(page, `/listas-precio/editar/${mayorista.ListaID}`);
    const aviso = page.getByRole('alert').filter({ hasText: /Precios programados desde el .*: -10 %, redondeo a \$10, 6 escalas/ });
    await aviso.waitFor();
    expect(await page.getByRole('textbox', { name: 'Porcentaje sobre la lista general' }).inputValue()).toBe('-8');
    await esperarCarga(page);
    expect(await axe.revisar(page, 'una lista con precios programados'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-lista-programada');
    await aviso.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar precios' }).click();
    await page.getByText('Precios programados cancelados').waitFor();
    await expect.poll(() => aviso.count()).toBe(0);
    expect(errores).toEqual([]);
  });

  it('fits a phone: the form and its preview scroll only downwards', { timeout: 120_000 }, async () => {
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    const axe = new InformeAxe('actualizar precios, teléfono');
    await entrar(page, 'admin', '/aumentos-precio/nuevo');
    await page.getByRole('textbox', { name: 'Porcentaje' }).fill('5');
    await page.getByText(/^1-10 de \d+$/).waitFor();
    await esperarCarga(page);
    expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
    expect(await axe.revisar(page, 'la vista previa en un teléfono'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'precios-telefono');
    expect(errores).toEqual([]);
  });
});
