import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { CONTRASENAS_DEMO } from '../seeds/01_usuarios';
import { api, baseUrl, campo, captura, desbordeLateral, esperarCarga, ingresar, launchBrowser, navegar, newPage, TELEFONO } from './browser';
import { PANTALLAS, TODOS, abrirActividad, leerDemo, llenar, nombreCaptura, type Datos, type Pantalla } from './pantallas';
import { InformeAxe } from './axe';

/*
 * The route table of pantallas.ts on a phone (390 × 844), for each role and for a visitor: every
 * screen fits the width (nothing scrolls sideways) and passes axe's WCAG 2.1 AA checks with no serious
 * or critical violation. recorrido.e2e.ts does the same at desktop size. Then the keyboard alone
 * signs in, creates a client and places an order.
 */

const ESPERA = { interval: 200 };

/** Waits for the screen's title (or, outside the layout, its texts) and for loading to end. */
async function esperarPantalla(page: Page, p: Pantalla, datos: Datos) {
  if (p.titulo) {
    const titulo = llenar(p.titulo, datos);
    await expect.poll(() => page.locator('#react-admin-title').innerText(), ESPERA).toBe(titulo);
  } else {
    const textos = (p.textos ?? []).map((t) => llenar(t, datos));
    await expect
      .poll(async () => {
        const cuerpo = await page.evaluate(() => document.body.innerText);
        return textos.filter((t) => !cuerpo.includes(t));
      }, ESPERA)
      .toEqual([]);
  }
  await esperarCarga(page);
}

/** Fits the phone, passes axe, and leaves a screenshot. */
async function revisarEnTelefono(page: Page, axe: InformeAxe, ruta: string, captura_: string) {
  expect(await desbordeLateral(page), 'px scrolled sideways').toBe(0);
  expect(await axe.revisar(page, ruta), 'serious and critical axe violations').toEqual([]);
  await captura(page, captura_);
}

let browser: Browser;
let demo: Datos;
beforeAll(async () => {
  [browser, demo] = await Promise.all([launchBrowser(), leerDemo()]);
});
afterAll(() => browser?.close());

for (const cuenta of TODOS) {
  describe(`${cuenta} on a phone: every screen`, () => {
    let page: Page;
    let datos: Datos;
    const axe = new InformeAxe(`${cuenta}, teléfono`);

    beforeAll(async () => {
      const { usuario } = await api(cuenta);
      datos = { ...demo, nombre: usuario.Nombre };
      ({ page } = await newPage(browser, { tamano: TELEFONO }));
      await ingresar(page, cuenta);
    });
    afterAll(async () => {
      console.log(axe.resumen());
      await page?.context().close();
    });

    for (const p of PANTALLAS.filter((pantalla) => pantalla.roles.includes(cuenta) && !pantalla.publica)) {
      it(`${p.ruta} fits and passes axe`, async () => {
        await navegar(page, llenar(p.ruta, datos));
        await esperarPantalla(page, p, datos);
        await revisarEnTelefono(page, axe, p.ruta, `telefono--${nombreCaptura(cuenta, p.ruta)}`);
        // The record's audit trail, on the administrator's 'Actividad' tab.
        if (cuenta === 'admin' && p.reglas?.includes('actividad')) {
          await abrirActividad(page);
          await esperarCarga(page);
          await revisarEnTelefono(page, axe, `${p.ruta} (Actividad)`, `telefono--${nombreCaptura(cuenta, p.ruta)}--actividad`);
        }
      });
    }
  });
}

describe('visitor on a phone', () => {
  let page: Page;
  const axe = new InformeAxe('visitante, teléfono');
  beforeAll(async () => {
    ({ page } = await newPage(browser, { tamano: TELEFONO }));
  });
  afterAll(async () => {
    console.log(axe.resumen());
    await page?.context().close();
  });

  for (const p of PANTALLAS.filter((pantalla) => pantalla.publica)) {
    it(`${p.ruta} fits and passes axe`, async () => {
      await page.goto(`${baseUrl()}${p.ruta}`);
      await esperarPantalla(page, p, demo);
      await revisarEnTelefono(page, axe, p.ruta, `telefono--${nombreCaptura('visitante', p.ruta)}`);
    });
  }
});

/**
 * Presses Tab (or Shift+Tab, back towards the menu from a list's rows) until `destino` has the focus (or holds
 * it, for a field inside a wrapper).
 */
async function tabularHasta(page: Page, destino: Locator, { maximo = 60, tecla = 'Tab' } = {}) {
  await destino.waitFor();
  for (let i = 0; i < maximo; i++) {
    if (await destino.evaluate((el) => el.contains(document.activeElement))) return;
    await page.keyboard.press(tecla);
  }
  throw new Error(`${maximo} Tab sin llegar a ${destino}`);
}

/** Tabs to a picker, types into it, moves down its options to the one that holds `texto` and takes it. */
async function elegirConTeclado(page: Page, etiqueta: string, texto: string) {
  const picker = page.getByRole('combobox', { name: new RegExp(`^${etiqueta}( \\*)?$`) });
  await tabularHasta(page, picker);
  // The options come from the server, searched once typing pauses: wait for the search of the whole text.
  const busqueda = page.waitForResponse((res) => new URL(res.url()).searchParams.get('q') === texto);
  await page.keyboard.type(texto);
  await busqueda;
  await page
    .getByRole('option', { name: new RegExp(texto) })
    .first()
    .waitFor();
  // The picker names the highlighted option in aria-activedescendant.
  const resaltada = async () => {
    const id = await picker.getAttribute('aria-activedescendant');
    return id ? page.locator(`[id="${id}"]`).innerText() : '';
  };
  for (let i = 0; i < 20 && !(await resaltada()).includes(texto); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect(await picker.inputValue()).toContain(texto);
}

describe('keyboard only', () => {
  it('signs in, creates a client and places an order for them without the mouse', async () => {
    const { page, errores } = await newPage(browser);
    const apellido = `Teclado ${Date.now().toString(36)}`;
    await page.goto(`${baseUrl()}/login`);
    await tabularHasta(page, campo(page, 'Nombre de usuario o email'));
    await page.keyboard.type('admin');
    await tabularHasta(page, campo(page, 'Contraseña'));
    await page.keyboard.type(CONTRASENAS_DEMO.admin);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    await tabularHasta(page, page.getByRole('menuitem', { name: 'Clientes', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/clientes');
    await tabularHasta(page, page.getByRole('link', { name: 'Nuevo Cliente' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/clientes/nuevo');
    const cliente = {
      Nombre: 'Rosa',
      Apellido: apellido,
      Teléfono: '+54 11 4555-0199',
      Email: 'rosa.teclado@gmail.com',
      Dirección: 'Av. Mitre 100, Avellaneda',
    };
    for (const [etiqueta, valor] of Object.entries(cliente)) {
      await tabularHasta(page, campo(page, etiqueta));
      await page.keyboard.type(valor);
    }
    await tabularHasta(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/clientes');

    // Back on the list, whose rows (checkbox, actions) come after the menu.
    await tabularHasta(page, page.getByRole('menuitem', { name: 'Nuevo Pedido', exact: true }), { tecla: 'Shift+Tab', maximo: 150 });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/pedidos/nuevo');
    await elegirConTeclado(page, 'Cliente', apellido);
    await elegirConTeclado(page, 'Producto', 'Carbón vegetal bolsa 4 kg');
    await tabularHasta(page, page.getByRole('button', { name: 'Agregar' }));
    await page.keyboard.press('Enter');
    await page.getByRole('spinbutton', { name: 'Cantidad de Carbón vegetal bolsa 4 kg' }).waitFor();
    await tabularHasta(page, page.getByRole('button', { name: 'Crear Pedido' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/pedidos\/\d+$/);
    await page.getByText(`Rosa ${apellido}`).first().waitFor();
    expect(errores).toEqual([]);
  });

  it('a dialog keeps the focus inside while open and gives it back to its button on Escape', async () => {
    const { page } = await newPage(browser);
    await ingresar(page, 'admin');
    await page.goto(`${baseUrl()}/vehiculos/${demo.vehiculo}`);
    // Tab reaches the selected tab; the arrows move along the tabs and Enter opens one.
    await tabularHasta(page, page.getByRole('tab', { name: 'Información General' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const abrir = page.getByRole('button', { name: 'Corregir kilometraje' });
    await tabularHasta(page, abrir);
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog', { name: 'Corregir kilometraje' });
    await dialogo.waitFor();
    for (let i = 0; i < 8; i++) {
      expect(await dialogo.evaluate((el) => el.contains(document.activeElement)), `focus inside the dialog after ${i} Tab`).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await dialogo.waitFor({ state: 'hidden' });
    expect(await abrir.evaluate((el) => el === document.activeElement), 'focus back on the button').toBe(true);
  });
});
