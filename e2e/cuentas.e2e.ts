import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDePdf } from '../api/test/pdf';
import type { Browser } from 'playwright-core';
import { api, baseUrl, campo, captura, elegir, ingresar, launchBrowser, newPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Cliente = { ClienteID: number; Nombre: string; Apellido: string };
type Cuenta = { Saldo: number; EntregasAbiertas: { PedidoID: number; Pendiente: number }[] };

/** A demo client that owes deliveries (the accounts' demo leaves several), the last of them so other tests keep theirs. */
async function clienteConDeuda(): Promise<{ cliente: Cliente; cuenta: Cuenta }> {
  const sesion = await api('supervisor');
  const { data: clientes } = await sesion.get<{ data: Cliente[] }>('/clientes/activos');
  for (const cliente of clientes.reverse()) {
    const { data: cuenta } = await sesion.get<{ data: Cuenta }>(`/clientes/${cliente.ClienteID}/cuenta`);
    if (cuenta.EntregasAbiertas.length > 0) return { cliente, cuenta };
  }
  throw new Error('ningún cliente demo debe entregas');
}

describe('client accounts and payments', () => {
  it("a Supervisor records a payment from the client's account tab; an Administrador voids it", async () => {
    const { cliente, cuenta } = await clienteConDeuda();
    const [entrega] = cuenta.EntregasAbiertas;
    const { page, errores } = await newPage(browser);
    await ingresar(page, 'supervisor');
    await page.goto(`${baseUrl()}/clientes/editar/${cliente.ClienteID}`);
    await page.getByRole('tab', { name: 'Cuenta corriente' }).click();
    await page.getByText('Entregas por cobrar').waitFor();
    await page
      .getByRole('link', { name: `Pedido #${entrega.PedidoID}` })
      .first()
      .waitFor();
    await captura(page, 'cuenta-corriente');
    // The statement of this month so far (no days chosen), downloaded as the remito is.
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Resumen en PDF' }).click()]);
    expect(descarga.suggestedFilename()).toMatch(
      new RegExp(`^resumen-de-cuenta-${cliente.ClienteID}-\\d{4}-\\d{2}-01-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    const resumen = (await textoDePdf(await readFile(await descarga.path()))).replace(/\s+/g, ' ');
    expect(resumen).toContain('RESUMEN DE CUENTA');
    expect(resumen).toContain(`${cliente.Nombre} ${cliente.Apellido}`);
    expect(resumen).toContain('Saldo anterior');

    await page.getByRole('link', { name: 'Registrar cobro' }).click();
    await page.waitForURL('**/cobros/nuevo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Importe requerido').waitFor();
    await page.getByRole('checkbox', { name: new RegExp(`^Pedido #${entrega.PedidoID} `) }).check();
    await page.getByRole('spinbutton', { name: /^Importe/ }).fill(String(entrega.Pendiente));
    await captura(page, 'cobro-nuevo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/\/cobros\/\d+$/);
    await page.getByText('Entregas que paga').waitFor();
    await page.getByRole('link', { name: `Pedido #${entrega.PedidoID}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Anular cobro' }).count()).toBe(0);
    const ruta = new URL(page.url()).pathname;
    expect(errores).toEqual([]);

    const admin = await newPage(browser);
    await ingresar(admin.page, 'admin');
    await admin.page.goto(`${baseUrl()}${ruta}`);
    await admin.page.getByRole('button', { name: 'Anular cobro' }).click();
    const dialogo = admin.page.getByRole('dialog');
    await dialogo.getByRole('button', { name: 'Anular' }).click();
    await dialogo.getByText('Indique el motivo de la anulación').waitFor();
    await campo(admin.page, 'Motivo').fill('Transferencia devuelta por el banco');
    await dialogo.getByRole('button', { name: 'Anular' }).click();
    await admin.page.getByText('Cobro anulado correctamente').waitFor();
    await admin.page.getByText('Transferencia devuelta por el banco', { exact: false }).waitFor();
    await captura(admin.page, 'cobro-anulado');
    expect(admin.errores).toEqual([]);
  });

  it('an Empleado reads the payments but records none; a client form refuses a CUIT whose digit does not check', async () => {
    const { page, errores } = await newPage(browser);
    await ingresar(page, 'empleado');
    await page.goto(`${baseUrl()}/cobros`);
    await page.getByRole('columnheader', { name: 'Importe' }).waitFor();
    expect(await page.getByRole('link', { name: 'Registrar cobro' }).count()).toBe(0);
    await captura(page, 'cobros');
    await page.goto(`${baseUrl()}/clientes/nuevo`);
    await campo(page, 'CUIT').fill('20-12345678-8');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('CUIT inválido').waitFor();
    expect(errores).toEqual([]);
  });

  it('receivables: every client with a balance aged by delivery, the totals, and the dashboard cards that lead there', async () => {
    const { page, errores } = await newPage(browser);
    await ingresar(page, 'empleado');
    // The demo's oldest debt: its 60 orders are all of the last 90 days.
    const { data: totales } = await (await api('empleado')).get<{ data: { ACobrar: number; Tramo61a90: number } }>('/cuentas-a-cobrar/totales');
    expect(totales.Tramo61a90).toBeGreaterThan(0);
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
      const { page, errores } = await newPage(browser);
      await ingresar(page, cuenta);
      await page.goto(`${baseUrl()}/pedidos/nuevo`);
      await elegir(page, 'Cliente', excedido.Apellido, new RegExp(`${excedido.Nombre} ${excedido.Apellido}`));
      await elegir(page, 'Producto', 'Carbón vegetal bolsa 4 kg', /Carbón vegetal bolsa 4 kg/);
      await page.getByRole('button', { name: 'Agregar' }).click();
      await page.getByRole('button', { name: 'Crear Pedido' }).click();
      await page.getByText(/^Supera el límite de crédito del cliente \(saldo \$ [\d.]+,\d\d, límite \$ [\d.]+,\d\d\)$/).waitFor();
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
