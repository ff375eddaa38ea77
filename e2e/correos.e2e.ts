import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MENSAJES_CORREO } from '#dominio/correos';
import { archivoComprobante } from '#dominio/comprobanteImpreso';
import { type Comprobante, nombreComprobante } from '#dominio/facturacion';
import { InformeAxe } from './axe';
import { api, captura, desbordeLateral, esperarCarga, launchBrowser, navegar, newPage, TELEFONO, entrar } from './browser';

/*
 * Mail (issue 49) as an Administrador of the demo uses it: a client's statement sent by mail from its account tab,
 * to an address typed over the client's; the demo has no SMTP server, so the mail stays in "Correos", where it is
 * read with its text and its PDF; an order's remito sent from the order's page, and an authorized comprobante from its own. axe clean, and "Correos" on a phone without sideways scroll. The client is the
 * test's own.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Correos', () => {
  it('a statement sent by mail from the account tab is in Correos with its PDF', { timeout: 180_000 }, async () => {
    const admin = await api('admin');
    const sufijo = Date.now().toString(36);
    const { data: cliente } = await admin.post<{ data: { ClienteID: number; Nombre: string; Apellido: string } }>('/clientes', {
      Nombre: 'Rosa',
      Apellido: `Correo ${sufijo}`,
      Telefono: '+54 11 4000-1234',
      Direccion: 'Av. Rivadavia 1234, CABA',
      Email: `rosa.${sufijo}@cliente.example`,
    });
    const para = `cobranzas.${sufijo}@cliente.example`;
    const { page, errores } = await newPage(browser);
    const axe = new InformeAxe('correos');
    await entrar(page, 'admin', `/clientes/editar/${cliente.ClienteID}`);
    await page.getByRole('tab', { name: 'Cuenta corriente' }).click();
    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Enviar el resumen de cuenta por correo' });
    const campoPara = dialogo.getByRole('textbox', { name: 'Para' });
    expect(await campoPara.inputValue()).toBe(`rosa.${sufijo}@cliente.example`);
    await campoPara.fill('no es un correo');
    await dialogo.getByRole('button', { name: 'Enviar' }).click();
    await dialogo.getByText(MENSAJES_CORREO.paraInvalido).waitFor();
    await campoPara.fill(para);
    await dialogo.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(MENSAJES_CORREO.retenido).waitFor();

    await page.getByRole('menuitem', { name: 'Correos' }).click();
    await page.waitForURL('**/correos');
    const fila = page.getByRole('row').filter({ hasText: para });
    await fila.getByText('Retenido (sin servidor de correo)').waitFor();
    await esperarCarga(page);
    expect(await axe.revisar(page, 'lista de correos'), 'serious and critical axe violations').toEqual([]);
    await fila.click();
    await page.getByText(/este correo no salió de esta máquina/).waitFor();
    await page.getByText(`Estimado/a ${cliente.Nombre} ${cliente.Apellido}:`).waitFor();
    await page.getByRole('heading', { name: /^Resumen de cuenta del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4} — / }).waitFor();
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: new RegExp(`^resumen-de-cuenta-${cliente.ClienteID}-.*\\.pdf \\(`) }).click();
    expect((await descarga).suggestedFilename()).toMatch(new RegExp(`^resumen-de-cuenta-${cliente.ClienteID}-`));
    await esperarCarga(page);
    expect(await axe.revisar(page, 'un correo'), 'serious and critical axe violations').toEqual([]);
    await captura(page, 'correo-retenido');
    expect(errores).toEqual([]);

    // The client's activity says it was sent.
    await navegar(page, `/clientes/editar/${cliente.ClienteID}`);
    await page.getByRole('tab', { name: 'Actividad' }).click();
    await page.getByText(new RegExp(`envió por correo el resumen de cuenta del .* a ${para.replace('.', '\\.')}`)).waitFor();

    // An order's remito, from the order's page, to the client's address as it comes.
    const { data: productos } = await admin.get<{ data: { ProductoID: number; Stock: number }[] }>('/productos/activos?page=1&limit=50');
    const producto = productos.find((p) => p.Stock >= 5)!;
    const { data: pedido } = await admin.post<{ data: { PedidoID: number } }>('/pedidos', {
      ClienteID: cliente.ClienteID,
      VehiculoID: null,
      detalles: [{ ProductoID: producto.ProductoID, Cantidad: 1 }],
    });
    await navegar(page, `/pedidos/${pedido.PedidoID}`);
    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    const remito = page.getByRole('dialog', { name: `Enviar el remito del pedido #${pedido.PedidoID} por correo` });
    expect(await remito.getByRole('textbox', { name: 'Para' }).inputValue()).toBe(`rosa.${sufijo}@cliente.example`);
    await remito.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(MENSAJES_CORREO.retenido).waitFor();
    await navegar(page, '/correos');
    await page
      .getByRole('row')
      .filter({ hasText: `Remito del pedido N° ${pedido.PedidoID}` })
      .waitFor();

    // An authorized comprobante of the demo, from its page, to an address typed there.
    const { data: comprobantes } = await admin.get<{ data: Comprobante[] }>('/comprobantes?page=1&limit=5&Estado=Autorizado');
    const comprobante = comprobantes.find((c) => c.Tipo === 'Factura')!;
    await navegar(page, `/comprobantes/${comprobante.ComprobanteID}`);
    await page.getByRole('button', { name: 'Enviar por correo' }).click();
    const delComprobante = page.getByRole('dialog', { name: `Enviar la ${nombreComprobante(comprobante)} por correo` });
    await delComprobante.getByRole('textbox', { name: 'Para' }).fill(para);
    await delComprobante.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(MENSAJES_CORREO.retenido).waitFor();
    await navegar(page, '/correos');
    await page
      .getByRole('row')
      .filter({ hasText: nombreComprobante(comprobante) })
      .first()
      .click();
    await page.getByRole('button', { name: new RegExp(`^${archivoComprobante(comprobante).replace(/\./g, '\\.')} \\(`) }).waitFor();

    const telefono = await newPage(browser, { tamano: TELEFONO });
    await entrar(telefono.page, 'admin', '/correos');
    await telefono.page.getByText(para).first().waitFor();
    await esperarCarga(telefono.page);
    expect(await desbordeLateral(telefono.page)).toBeLessThanOrEqual(0);
    expect(await axe.revisar(telefono.page, 'correos en el teléfono'), 'serious and critical axe violations').toEqual([]);
    await captura(telefono.page, 'correos-telefono');
    expect(telefono.errores).toEqual([]);
  });
});

describe('Recordatorios', () => {
  it('a client opts out of the debt reminder on its form; a user asks for the daily digest in Preferencias', { timeout: 120_000 }, async () => {
    const admin = await api('admin');
    const sufijo = Date.now().toString(36);
    const { data: cliente } = await admin.post<{ data: { ClienteID: number } }>('/clientes', {
      Nombre: 'Elsa',
      Apellido: `Recordatorio ${sufijo}`,
      Telefono: '+54 11 4000-4321',
      Direccion: 'Av. Gaona 2000, CABA',
      Email: `elsa.${sufijo}@cliente.example`,
    });
    const { page, errores } = await newPage(browser, { tamano: TELEFONO });
    await entrar(page, 'supervisor', `/clientes/editar/${cliente.ClienteID}`);
    const recordatorios = page.getByRole('switch', { name: 'Recordatorios de deuda' });
    expect(await recordatorios.isChecked()).toBe(true);
    await page.getByText('Enviarle cada semana el resumen de cuenta si tiene deuda vencida').waitFor();
    await recordatorios.click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/clientes');
    const { data: guardado } = await admin.get<{ data: { RecordatoriosDeuda: boolean } }>(`/clientes/${cliente.ClienteID}`);
    expect(guardado.RecordatoriosDeuda).toBe(false);

    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Preferencias' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Preferencias' });
    const resumen = dialogo.getByRole('switch', { name: 'Resumen diario por correo' });
    await resumen.waitFor();
    expect(await desbordeLateral(page)).toBeLessThanOrEqual(0);
    await captura(page, 'preferencias-telefono');
    const antes = await resumen.isChecked();
    await resumen.click();
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Preferencias guardadas').waitFor();
    const supervisor = await api('supervisor');
    expect((await supervisor.get<{ data: { ResumenDiario: boolean } }>('/usuarios/yo/preferencias')).data.ResumenDiario).toBe(!antes);
    // Left as the demo had it.
    await supervisor.put('/usuarios/yo/preferencias', { ResumenDiario: antes });
    expect(errores).toEqual([]);
  });
});
