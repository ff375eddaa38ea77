import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAMOS_ANTIGUEDAD, type TotalesACobrar } from '#dominio/cuentas';
import { formatoImporte, formatoMoneda } from '#dominio/formatos';
import { textoDePdf } from '../api/test/pdf';
import type { Browser, Page } from 'playwright-core';
import { InformeAxe } from './axe';
import {
  api,
  buscar,
  campo,
  captura,
  type Cuenta as Rol,
  desbordeLateral,
  entrar,
  diaNegocio,
  elegir,
  ESCRITORIO,
  esperarCarga,
  launchBrowser,
  navegar,
  newPage,
  TELEFONO,
} from './browser';

type Sesion = { page: Page; errores: string[] };
let browser: Browser;
/** One signed-in page per role for the whole file (each sign-in costs seconds on CI); the Supervisor's is a phone. */
const sesiones = {} as Record<Rol, Sesion>;
beforeAll(async () => {
  browser = await launchBrowser();
  for (const rol of ['supervisor', 'admin', 'empleado'] as const) {
    sesiones[rol] = await newPage(browser, { tamano: rol === 'supervisor' ? TELEFONO : ESCRITORIO });
    await entrar(sesiones[rol].page, rol);
  }
});
afterAll(() => browser?.close());

type Cliente = { ClienteID: number; Nombre: string; Apellido: string };
type Cuenta = { Saldo: number; EntregasAbiertas: { PedidoID: number | null; Pendiente: number; Dias: number }[] };

/** A demo client that owes a delivered order (the accounts' demo leaves several), the last of them so other tests keep theirs. */
async function clienteConDeuda() {
  const sesion = await api('supervisor');
  const { data: clientes } = await sesion.get<{ data: Cliente[] }>('/clientes/activos');
  for (const cliente of clientes.reverse()) {
    const { data: cuenta } = await sesion.get<{ data: Cuenta }>(`/clientes/${cliente.ClienteID}/cuenta`);
    const entrega = cuenta.EntregasAbiertas.find((e) => e.PedidoID !== null);
    if (entrega) return { cliente, cuenta, entrega: { ...entrega, PedidoID: entrega.PedidoID! } };
  }
  throw new Error('ningún cliente demo debe entregas');
}

/** The aging bucket of a delivery `dias` days old (the receivables' columns). */
const tramoDe = (dias: number): keyof typeof TRAMOS_ANTIGUEDAD =>
  dias <= 30 ? 'Tramo0a30' : dias <= 60 ? 'Tramo31a60' : dias <= 90 ? 'Tramo61a90' : 'TramoMas90';

/** The value a Dato (admin/src/common/Dato.tsx) shows under its label. */
const dato = (page: Page, etiqueta: string) => page.getByText(etiqueta, { exact: true }).first().locator('xpath=following-sibling::div[1]');

/** The statement of this month so far (no days chosen), downloaded from the account tab as the remito is. */
async function resumenDescargado(page: Page, clienteId: number): Promise<string> {
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Resumen en PDF' }).click()]);
  expect(descarga.suggestedFilename()).toMatch(new RegExp(`^resumen-de-cuenta-${clienteId}-\\d{4}-\\d{2}-01-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  return (await textoDePdf(await readFile(await descarga.path()))).replace(/\s+/g, ' ');
}

describe('client accounts and payments', () => {
  it('a Supervisor on a phone records a payment: the balance, the aging and the statement move; an Administrador voids it', async () => {
    const { page, errores } = sesiones.supervisor;
    const axe = new InformeAxe('supervisor, teléfono, cuenta corriente');
    /** Fits the phone (nothing scrolls sideways) and passes axe. */
    const revisar = async (pantalla: string) => {
      await esperarCarga(page);
      await captura(page, pantalla);
      expect(await desbordeLateral(page), `${pantalla}: desborde lateral`).toBeLessThanOrEqual(0);
      expect(await axe.revisar(page, pantalla), 'serious and critical axe violations').toEqual([]);
    };
    const { cliente, cuenta, entrega } = await clienteConDeuda();
    const lector = await api('supervisor');
    const totales = async () => (await lector.get<{ data: TotalesACobrar }>('/cuentas-a-cobrar/totales')).data;
    const antes = await totales();
    const tramo = tramoDe(entrega.Dias);
    // Half of what the delivery owes: the client keeps a balance, so it stays on the receivables.
    const pago = Math.round(entrega.Pendiente * 50) / 100;
    const saldo = Math.round((cuenta.Saldo - pago) * 100) / 100;

    await navegar(page, `/clientes/editar/${cliente.ClienteID}`);
    await page.getByRole('tab', { name: 'Cuenta corriente' }).click();
    await page
      .getByRole('link', { name: `Pedido #${entrega.PedidoID}` })
      .first()
      .waitFor();
    await expect.poll(() => dato(page, 'Saldo').innerText()).toBe(formatoMoneda(cuenta.Saldo));
    await revisar('cuenta-corriente-telefono');

    await page.getByRole('link', { name: 'Registrar cobro' }).click();
    await page.waitForURL('**/cobros/nuevo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Importe requerido').waitFor();
    await page.getByRole('checkbox', { name: new RegExp(`^Pedido #${entrega.PedidoID} `) }).check();
    await page.getByRole('textbox', { name: /^Importe/ }).fill(formatoImporte(pago));
    await revisar('cobro-nuevo-telefono');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/cobros\/\d+$/);
    const cobroId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByText('Entregas que paga').waitFor();
    await page.getByRole('link', { name: `Pedido #${entrega.PedidoID}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Anular cobro' }).count()).toBe(0);
    await revisar('cobro-telefono');

    // Receivables: the payment leaves the delivery's bucket and what is owed in all, and the client's balance.
    await navegar(page, '/cuentas-a-cobrar');
    const resta = (antes: number) => formatoMoneda(antes - pago);
    await expect.poll(() => dato(page, TRAMOS_ANTIGUEDAD[tramo]).innerText()).toBe(resta(antes[tramo]));
    expect(await dato(page, 'A cobrar').innerText()).toBe(resta(antes.ACobrar));
    await buscar(page, 'Buscar cliente', cliente.Apellido);
    const fila = page.getByRole('button', { name: new RegExp(`^${cliente.Nombre} ${cliente.Apellido}`) });
    await fila.getByText(formatoMoneda(saldo), { exact: true }).waitFor();
    await revisar('cuentas-a-cobrar-telefono');

    // The account tab and its statement: the payment as a credit, the balance it left.
    await navegar(page, `/clientes/editar/${cliente.ClienteID}`);
    await page.getByRole('tab', { name: 'Cuenta corriente' }).click();
    await expect.poll(() => dato(page, 'Saldo').innerText()).toBe(formatoMoneda(saldo));
    await page
      .getByRole('link', { name: `Cobro #${cobroId}` })
      .first()
      .waitFor();
    const resumen = await resumenDescargado(page, cliente.ClienteID);
    expect(resumen).toContain('RESUMEN DE CUENTA');
    expect(resumen).toContain(`${cliente.Nombre} ${cliente.Apellido}`);
    expect(resumen).toContain('Saldo anterior');
    // Its line: the payment in Haber, the balance it left in Saldo.
    expect(resumen).toContain(`Cobro #${cobroId} ${formatoMoneda(pago)} ${formatoMoneda(saldo)}`);
    expect(resumen).toContain(`Saldo al ${diaNegocio()}: ${formatoMoneda(saldo)}`);
    expect(errores).toEqual([]);

    const admin = sesiones.admin;
    await navegar(admin.page, `/cobros/${cobroId}`);
    await admin.page.getByRole('button', { name: 'Anular cobro' }).click();
    const dialogo = admin.page.getByRole('dialog');
    await dialogo.getByRole('button', { name: 'Anular' }).click();
    await dialogo.getByText('Indique el motivo de la anulación').waitFor();
    await campo(admin.page, 'Motivo').fill('Transferencia devuelta por el banco');
    await dialogo.getByRole('button', { name: 'Anular' }).click();
    await admin.page.getByText('Cobro anulado correctamente').waitFor();
    await admin.page.getByText('Transferencia devuelta por el banco', { exact: false }).waitFor();
    await captura(admin.page, 'cobro-anulado');
    expect((await totales())[tramo]).toBe(antes[tramo]);
    expect(admin.errores).toEqual([]);
  });

  it('a Supervisor on a phone double-clicks Guardar, then saves again a payment whose answer was lost: one payment each time', async () => {
    const { page, errores } = sesiones.supervisor;
    const marca = Date.now().toString(36);
    const datos = { Nombre: 'Rosa', Apellido: `Doble${marca}`, Telefono: '+54 11 4000-0000', Direccion: 'Calle Falsa 123, Morón' };
    const { data: cliente } = await (await api('admin')).post<{ data: Cliente }>('/clientes', {
      ...datos,
      Email: `doble.${marca}@prueba.com.ar`,
    });
    const nombre = `${cliente.Nombre} ${cliente.Apellido}`;
    /** Cobros → "Registrar cobro": the client and the amount. */
    const nuevoCobro = async (importe: number) => {
      await navegar(page, '/cobros');
      await page.getByRole('link', { name: 'Registrar cobro' }).click();
      await page.waitForURL('**/cobros/nuevo');
      await elegir(page, 'Cliente', cliente.Apellido, nombre);
      await page.getByLabel(/^Importe/).fill(String(importe));
    };
    /** The client's payments in the list of Cobros, filtered by the client. */
    const listados = async (cantidad: number) => {
      await navegar(page, `/cobros?filter=${encodeURIComponent(JSON.stringify({ clienteId: cliente.ClienteID }))}`);
      await page.getByText(`1-${cantidad} de ${cantidad}`).waitFor();
      expect(await page.getByText(new RegExp(`^#\\d+ · ${nombre}\\b`)).count()).toBe(cantidad);
    };

    await nuevoCobro(1500);
    await page.getByRole('button', { name: 'Guardar' }).dblclick();
    await page.waitForURL(/\/cobros\/\d+$/);
    await listados(1);

    // The first answer never arrives (the signal dropped after the server took it): saved again, the form's key is the same.
    await nuevoCobro(700);
    let enviados = 0;
    await page.route('**/api/cobros', async (route) => {
      if (route.request().method() !== 'POST' || enviados++ > 0) return route.continue();
      await route.fetch();
      await route.abort('connectionfailed');
    });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Error al registrar el cobro').waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/cobros\/\d+$/);
    await page.unroute('**/api/cobros');
    expect(enviados).toBe(2);
    await listados(2);
    await captura(page, 'cobros-una-vez-telefono');

    // The client's account: the two payments in favour, nothing more.
    await navegar(page, `/clientes/editar/${cliente.ClienteID}`);
    await page.getByRole('tab', { name: 'Cuenta corriente' }).click();
    await dato(page, 'Saldo a favor')
      .filter({ hasText: formatoMoneda(2200) })
      .waitFor();
    await page.getByText('1-2 de 2').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Cobro' }).count()).toBe(2);
    expect(errores).toEqual([]);
  });

  it('an Empleado reads the payments but records none; a client form refuses a CUIT whose digit does not check', async () => {
    const { page, errores } = sesiones.empleado;
    await navegar(page, '/cobros');
    await page.getByRole('columnheader', { name: 'Importe' }).waitFor();
    expect(await page.getByRole('link', { name: 'Registrar cobro' }).count()).toBe(0);
    await captura(page, 'cobros');
    await navegar(page, '/clientes/nuevo');
    await campo(page, 'CUIT').fill('20-12345678-8');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('CUIT inválido').waitFor();
    expect(errores).toEqual([]);
  });

  it('receivables: every client with a balance aged by delivery, the totals, and the dashboard cards that lead there', async () => {
    const { page, errores } = sesiones.empleado;
    // The demo's debt over 90 days: the old debtors' opening balances.
    const { data: totales } = await (await api('empleado')).get<{ data: TotalesACobrar }>('/cuentas-a-cobrar/totales');
    expect(totales.TramoMas90).toBeGreaterThan(0);
    await navegar(page, '/dashboard');
    await page.getByRole('region', { name: 'A cobrar', exact: true }).getByTestId('valor-metrica').filter({ hasText: '$' }).waitFor();
    await page.getByRole('region', { name: 'Vencido más de 30 días', exact: true }).click();
    await page.waitForURL('**/cuentas-a-cobrar');
    for (const titulo of ['0 a 30 días', '31 a 60 días', '61 a 90 días', 'Más de 90 días', 'Vencido']) {
      await page.getByRole('columnheader', { name: titulo }).waitFor();
    }
    await page.getByText('Clientes con saldo').waitFor();
    await captura(page, 'cuentas-a-cobrar');
    await page.getByRole('row').nth(1).click();
    await page.waitForURL(/\/clientes\/editar\/\d+$/);
    expect(errores).toEqual([]);
  });

  it('an order above the credit limit: an Empleado is told why, a Supervisor may create it anyway', async () => {
    type Fila = { ClienteID: number; Nombre: string; Apellido: string; Saldo: number; LimiteCredito: number | null };
    const { data } = await (await api('supervisor')).get<{ data: Fila[] }>('/cuentas-a-cobrar?page=1&limit=100');
    const excedido = data.find((c) => c.LimiteCredito !== null && c.Saldo > c.LimiteCredito)!;
    const pedir = async (cuenta: 'empleado' | 'supervisor') => {
      const { page, errores } = sesiones[cuenta];
      await navegar(page, '/pedidos/nuevo');
      await elegir(page, 'Cliente', excedido.Apellido, new RegExp(`${excedido.Nombre} ${excedido.Apellido}`));
      await elegir(page, 'Producto', 'Carbón vegetal bolsa 4 kg', /Carbón vegetal bolsa 4 kg/);
      await page.getByRole('button', { name: 'Agregar' }).click();
      // The line is on the order before it is sent.
      await page.getByRole('spinbutton', { name: 'Cantidad de Carbón vegetal bolsa 4 kg' }).waitFor();
      await page.getByRole('button', { name: 'Crear Pedido' }).click();
      // Read from the screen's alerts: another answer fails here with its own words.
      await expect
        .poll(() => page.getByRole('alert').allInnerTexts())
        .toContainEqual(expect.stringMatching(/^Supera el límite de crédito del cliente \(saldo \$ [\d.]+,\d\d, límite \$ [\d.]+,\d\d\)$/));
      return { page, errores };
    };
    const empleado = await pedir('empleado');
    expect(await empleado.page.getByRole('button', { name: 'Crear igual' }).count()).toBe(0);
    expect(empleado.errores).toEqual([]);
    const supervisor = await pedir('supervisor');
    await captura(supervisor.page, 'pedido-supera-limite');
    await supervisor.page.getByRole('button', { name: 'Crear igual' }).click();
    await supervisor.page.getByText('Pedido creado correctamente').waitFor();
    await supervisor.page.waitForURL(/\/pedidos\/\d+$/);
    expect(supervisor.errores).toEqual([]);
  });
});
