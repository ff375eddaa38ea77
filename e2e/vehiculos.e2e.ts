import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buscar, campo, captura, diaNegocio, escribirFecha, elegirEnLista, launchBrowser, newPage, entrar } from './browser';

/** The vehicle's year: the form's first field named Año (the reminders' date pickers have a year section of that name too). */
const anio = (page: Page) => page.getByRole('spinbutton', { name: 'Año' }).first();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Icono = 'Alertas de documentos' | 'Alertas de mantenimiento';

/** The text on a top-bar alert icon ('...' while loading). The bar hides while scrolling down, as for a person. */
async function textoBadge(page: Page, nombre: Icono): Promise<string> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return (await page.getByRole('link', { name: nombre }).innerText({ timeout: 2_000 })).trim();
}

/** The number on a top-bar alert icon, once loaded. */
async function badge(page: Page, nombre: Icono): Promise<number> {
  await expect.poll(() => textoBadge(page, nombre)).toMatch(/^\d+$/);
  return Number(await textoBadge(page, nombre));
}

async function esperarBadge(page: Page, nombre: Icono, valor: number) {
  await expect.poll(() => textoBadge(page, nombre)).toBe(String(valor));
}

const buscarPatente = (page: Page, patente: string) => buscar(page, 'Buscar por patente', patente);

describe('vehicle fleet', () => {
  it('creates a vehicle, adds an expiring document, records an oil change, updates mileage and resolves the alert', async () => {
    const { page, errores } = await newPage(browser);
    await entrar(page, 'admin');
    const patente = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const documentosAntes = await badge(page, 'Alertas de documentos');
    const mantenimientoAntes = await badge(page, 'Alertas de mantenimiento');
    await captura(page, 'vehiculos-barra-superior');

    // List and form, with the spec's validation messages.
    await page.getByText('Gestión de Vehículos', { exact: true }).click();
    await page.waitForURL('**/vehiculos');
    for (const texto of ['Mostrar solo activos', 'Limpiar filtros', 'Actualizar datos', 'Con alertas', 'Marca/Modelo', 'Mantenimiento']) {
      await page.getByText(texto, { exact: true }).first().waitFor();
    }
    await captura(page, 'vehiculos-lista');
    await page.getByRole('link', { name: 'Nuevo Vehículo' }).first().click();
    await page.waitForURL('**/vehiculos/nuevo');
    await page.getByText('Información Básica del Vehículo').waitFor();
    await campo(page, 'Marca').fill('Toyota');
    await page.getByRole('button', { name: 'Guardar Vehículo' }).click();
    await page.getByText('Por favor complete los campos obligatorios').first().waitFor();
    await campo(page, 'Patente').fill(patente.toLowerCase());
    await campo(page, 'Modelo').fill('Hilux 2.4 DX');
    await anio(page).fill('2022');
    await page.getByRole('spinbutton', { name: 'Kilometraje actual' }).fill('19600');
    await page.getByRole('spinbutton', { name: 'Último cambio de aceite (km)' }).fill('20000');
    await page.getByRole('button', { name: 'Guardar Vehículo' }).click();
    await page.getByText('El último cambio de aceite no puede ser mayor al kilometraje actual').waitFor();
    // 400 km to the next oil change: a maintenance alert and a red bar.
    await page.getByRole('spinbutton', { name: 'Último cambio de aceite (km)' }).fill('10000');
    await captura(page, 'vehiculo-form');
    await page.getByRole('button', { name: 'Guardar Vehículo' }).click();
    await page.getByText('Vehículo creado correctamente').waitFor();
    await page.waitForURL(/\/vehiculos(\?.*)?$/);
    await esperarBadge(page, 'Alertas de mantenimiento', mantenimientoAntes + 1);

    await buscarPatente(page, patente);
    const fila = page.getByRole('row', { name: new RegExp(patente) });
    await fila.getByLabel('400 km restantes para cambio de aceite', { exact: true }).waitFor();
    await fila.getByRole('link', { name: 'Ver' }).click();
    await page.waitForURL(/\/vehiculos\/\d+$/);
    await page.getByRole('heading', { name: patente, exact: true }).waitFor();
    await page.getByText('Mantenimiento necesario').waitFor();
    await page.getByText('Faltan 400 km', { exact: true }).waitFor();

    // A document expiring in 5 days: the document badge rises.
    await page.getByRole('link', { name: 'Agregar Documento' }).last().click();
    await page.waitForURL('**/documentos/nuevo');
    await elegirEnLista(page, 'Tipo de Documento', 'VTV');
    await campo(page, 'Número de Documento').fill(`VTV-${patente}`);
    await escribirFecha(page, 'Fecha de Emisión', diaNegocio(-360));
    await escribirFecha(page, 'Fecha de Vencimiento', diaNegocio(5));
    await captura(page, 'vehiculo-documento-nuevo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Documento agregado correctamente').waitFor();
    await page.waitForURL(/\/vehiculos\/\d+$/);
    const vehiculoUrl = page.url();
    await esperarBadge(page, 'Alertas de documentos', documentosAntes + 1);
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await page.getByText('Por vencer').waitFor();

    // An oil change at the current mileage resets the oil bar and clears the maintenance alert.
    await page.getByRole('link', { name: 'Registrar Mantenimiento' }).click();
    await page.waitForURL('**/mantenimientos/nuevo');
    await page.getByText('Nuevo Mantenimiento', { exact: true }).first().waitFor();
    await elegirEnLista(page, 'Tipo de mantenimiento', 'Cambio de aceite');
    await page.getByRole('spinbutton', { name: 'Kilometraje' }).fill('19600');
    await page.getByRole('textbox', { name: 'Costo' }).fill('45.000,50');
    await campo(page, 'Proveedor (taller)').fill('Lubricentro El Tala (Morón)');
    await captura(page, 'vehiculo-mantenimiento-nuevo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Mantenimiento registrado correctamente').waitFor();
    await page.waitForURL(/\/mantenimientos$/);
    await page.getByRole('cell', { name: 'Cambio de aceite' }).waitFor();
    await page.getByText('$ 45.000,50').waitFor();
    await captura(page, 'vehiculo-mantenimientos');
    await esperarBadge(page, 'Alertas de mantenimiento', mantenimientoAntes);
    await page.getByRole('cell', { name: 'Cambio de aceite' }).click();
    await page.getByText('Técnico').waitFor();
    await page.getByText('Lubricentro El Tala (Morón)').waitFor();
    await captura(page, 'vehiculo-mantenimiento-detalle');
    await page.goto(vehiculoUrl);
    await page.getByText('Faltan 10.000 km', { exact: true }).waitFor();
    await page.getByText('Todo en orden').waitFor();
    const barraAceite = page.getByLabel('10.000 km restantes para cambio de aceite', { exact: true }).getByRole('progressbar');
    expect(await barraAceite.getAttribute('aria-valuenow')).toBe('0');

    // Mileage: a number above 0, never below the current one.
    await page.getByRole('link', { name: 'Actualizar Kilometraje' }).last().click();
    await page.waitForURL('**/kilometraje/actualizar');
    const nuevoKm = page.getByRole('spinbutton', { name: 'Nuevo Kilometraje' });
    await nuevoKm.fill('0');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Por favor ingrese un valor válido para el kilometraje').waitFor();
    await nuevoKm.fill('19000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El kilometraje no puede ser menor al actual').first().waitFor();
    await nuevoKm.fill('20150.8');
    await captura(page, 'vehiculo-kilometraje');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Kilometraje actualizado correctamente').waitFor();
    await page.waitForURL(vehiculoUrl);
    await page.getByText('20.150 km').first().waitFor();
    await page.getByRole('tab', { name: 'Kilometraje' }).click();
    await page.getByRole('cell', { name: 'Martín Gómez' }).first().waitFor();

    // An administrator's correction may lower the mileage, with a reason the history shows.
    await page.getByRole('button', { name: 'Corregir kilometraje' }).click();
    await page.getByRole('spinbutton', { name: 'Nuevo kilometraje' }).fill('20100');
    await page.getByRole('button', { name: 'Corregir', exact: true }).click();
    await page.getByText('El motivo de la corrección es obligatorio').waitFor();
    await page.getByRole('textbox', { name: 'Motivo' }).fill('Lectura del odómetro mal cargada');
    await page.getByRole('button', { name: 'Corregir', exact: true }).click();
    await page.getByText('Kilometraje corregido').waitFor();
    await page.getByText('Corrección: Lectura del odómetro mal cargada').waitFor();
    await page.getByText('20.100 km').first().waitFor();

    // Resolving the document alert takes it off the list and the badge drops at once.
    await page.getByRole('link', { name: 'Alertas de documentos' }).click();
    await page.waitForURL('**/vehiculos/alertas/documentos');
    const alerta = page.getByRole('article', { name: `${patente} VTV VTV-${patente}` });
    await alerta.getByText('5 días', { exact: true }).waitFor();
    await alerta.getByText('Vence en 5 días', { exact: false }).waitFor();
    await captura(page, 'vehiculos-alertas-documentos');
    await alerta.getByRole('button', { name: 'Resolver' }).click();
    await page.getByText('Resolver Alerta de Documento').waitFor();
    await page.getByLabel('Comentario (opcional)').fill('Turno de VTV confirmado');
    await captura(page, 'vehiculos-resolver-alerta');
    await page.getByRole('button', { name: 'Confirmar Resolución' }).click();
    await alerta.waitFor({ state: 'detached' });
    await esperarBadge(page, 'Alertas de documentos', documentosAntes);
    await page.goto(vehiculoUrl);
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await page.getByText('Revisado', { exact: true }).waitFor();
    await page.getByText('Turno de VTV confirmado').waitFor();
    await captura(page, 'vehiculo-detalle');

    await page.getByRole('link', { name: 'Alertas de mantenimiento' }).click();
    await page.getByText('Alertas de Mantenimiento', { exact: true }).first().waitFor();
    await captura(page, 'vehiculos-alertas-mantenimiento');
    expect(await page.getByRole('article', { name: `${patente} Cambio de aceite` }).count()).toBe(0);
    expect(errores).toEqual([]);
    // A whole working session: five screens, each save waiting its 1.5 s before moving on.
  });

  it('an administrator inactivates a vehicle after confirming; an employee cannot and has no switch', async () => {
    const { page, errores } = await newPage(browser);
    const patente = `INA${Date.now().toString(36).toUpperCase().slice(-6)}`;
    await entrar(page, 'admin', '/vehiculos/nuevo');
    await campo(page, 'Patente').fill(patente);
    await campo(page, 'Marca').fill('Renault');
    await campo(page, 'Modelo').fill('Kangoo');
    await anio(page).fill('2018');
    await page.getByRole('button', { name: 'Guardar Vehículo' }).click();
    await page.waitForURL(/\/vehiculos(\?.*)?$/);
    await buscarPatente(page, patente);
    const fila = page.getByRole('row', { name: new RegExp(patente) });
    await fila.getByRole('button', { name: 'Inactivar' }).click();
    await page.getByText('Confirmar Inactivación').waitFor();
    await page.getByRole('button', { name: 'Inactivar' }).last().click();
    // 'Mostrar solo activos' is on: the vehicle leaves the list; off, it shows as Inactivo.
    await page.getByText('No se encontraron vehículos').waitFor();
    await page.getByText('Mostrar solo activos').click();
    await fila.getByText('Inactivo').waitFor();

    const { page: empleado } = await newPage(browser);
    await entrar(empleado, 'empleado', '/vehiculos');
    await empleado.getByText('Gestión de Vehículos').first().waitFor();
    await empleado.getByRole('row').nth(1).waitFor();
    expect(await empleado.getByText('Mostrar solo activos').count()).toBe(0);
    expect(await empleado.getByRole('button', { name: 'Inactivar' }).first().isDisabled()).toBe(true);
    await captura(empleado, 'vehiculos-lista-empleado');
    expect(errores).toEqual([]);
  });
});
