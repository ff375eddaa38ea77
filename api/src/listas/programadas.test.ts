import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearCliente, crearProducto, enLaZona, filasDeAuditoria, unico } from '../../test/fixtures.js';

// Issue 47, a list's validity (docs/decisiones.md 105): new prices saved for a later business day take effect by
// themselves at its start (by the business clock, fixed here), not before; cancelled ones never do.

let app: TestApp;
const tokens: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };
const HOY = '2027-04-20';

beforeAll(async () => {
  app = await startTestApp();
  app.setNow(enLaZona(HOY));
  for (const rol of ['admin', 'supervisor', 'empleado'] as const) tokens[rol] = await app.login(rol);
});
afterAll(() => app.close());

/** A list of 10 % off with a client on it and a product of $ 1.000. */
async function listaConCliente() {
  const p = await crearProducto(app, tokens.admin, { Precio: 1000 });
  const res = await app.request('POST', '/listas-precio', {
    token: tokens.supervisor,
    body: { Nombre: unico('Lista '), Tipo: 'porcentaje', Porcentaje: -10, Redondeo: 1 },
  });
  const lista = res.body.data as { ListaID: number; Nombre: string; Version: number };
  const { ClienteID } = await crearCliente(app, tokens.admin, { ListaPrecioID: lista.ListaID });
  const precio = async () =>
    (
      await app.request('POST', '/pedidos/cotizacion', {
        token: tokens.empleado,
        body: { ClienteID, detalles: [{ ProductoID: p.ProductoID, Cantidad: 1 }] },
      })
    ).body.data.detalles[0].PrecioUnitario;
  const impreso = async (desde: string) =>
    (await app.request('GET', `/listas-precio/${lista.ListaID}/precios?desde=${desde}`, { token: tokens.empleado })).body.data.find(
      (x: { ProductoID: number }) => x.ProductoID === p.ProductoID,
    ).Precio;
  return { lista, producto: p, precio, impreso };
}

const programar = (listaId: number, body: Record<string, unknown>, token = tokens.supervisor) =>
  app.request('PUT', `/listas-precio/${listaId}`, { token, body });

describe('a list’s prices scheduled for a later day', () => {
  it('are kept apart until their day, printed from it, and take effect at its start as their author', async () => {
    const { lista, precio, impreso } = await listaConCliente();
    const res = await programar(lista.ListaID, { Nombre: lista.Nombre, Porcentaje: -20, Redondeo: 1, VigenteDesde: '2027-04-21' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      Porcentaje: -10,
      Programadas: [{ VigenteDesde: '2027-04-21', Usuario: expect.any(String), Resumen: '-20 %, redondeo a $1' }],
    });
    expect(await precio()).toBe(900);
    expect([await impreso(HOY), await impreso('2027-04-21')]).toEqual([900, 800]);

    app.setNow(enLaZona(HOY, '23:59'));
    expect(await precio()).toBe(900);
    app.setNow(enLaZona('2027-04-21', '00:01'));
    try {
      expect(await precio()).toBe(800);
      const leida = await app.request('GET', `/listas-precio/${lista.ListaID}`, { token: tokens.empleado });
      expect(leida.body.data).toMatchObject({ Porcentaje: -20, Programadas: [] });
      const trail = await filasDeAuditoria(app, 'listas-precio', lista.ListaID);
      expect(trail.map((f) => [f.accion, f.resumen])).toEqual([
        ['crear', null],
        ['modificar', 'precios programados desde el 21/04/2027: -20 %, redondeo a $1'],
        ['modificar', 'rigen los precios programados para el 21/04/2027'],
      ]);
      const aplicada = await app
        .db('auditoria')
        .where({ entidad: 'listas-precio', entidad_id: lista.ListaID })
        .orderBy('auditoria_id', 'desc')
        .first();
      expect(new Date(aplicada.fecha)).toEqual(enLaZona('2027-04-21', '00:00'));
    } finally {
      app.setNow(enLaZona(HOY));
    }
  });

  it('one per day: saving another for the same day replaces it; cancelled, it never takes effect', async () => {
    const { lista, precio } = await listaConCliente();
    await programar(lista.ListaID, { Porcentaje: -20, VigenteDesde: '2027-04-22' });
    const otra = await programar(lista.ListaID, { Porcentaje: -30, VigenteDesde: '2027-04-22' });
    expect(otra.body.data.Programadas).toEqual([expect.objectContaining({ VigenteDesde: '2027-04-22', Resumen: '-30 %' })]);
    const id = otra.body.data.Programadas[0].ProgramadaID;
    expect((await app.request('DELETE', `/listas-precio/${lista.ListaID}/programadas/${id}`, { token: tokens.empleado })).status).toBe(403);
    const cancelada = await app.request('DELETE', `/listas-precio/${lista.ListaID}/programadas/${id}`, { token: tokens.supervisor });
    expect(cancelada.status).toBe(200);
    expect(cancelada.body.data.Programadas).toEqual([]);
    const otraVez = await app.request('DELETE', `/listas-precio/${lista.ListaID}/programadas/${id}`, { token: tokens.supervisor });
    expect(otraVez.status).toBe(404);
    expect(otraVez.body.message).toBe('Cambio programado no encontrado');
    app.setNow(enLaZona('2027-04-22', '09:00'));
    try {
      expect(await precio()).toBe(900);
    } finally {
      app.setNow(enLaZona(HOY));
    }
  });

  it('take only prices: a new name waits for no date (400); today or before, the edit is at once', async () => {
    const { lista, precio } = await listaConCliente();
    const nombre = await programar(lista.ListaID, { Nombre: unico('Otra '), Porcentaje: -20, VigenteDesde: '2027-05-01' });
    expect(nombre.status).toBe(400);
    expect(nombre.body.message).toBe('Se programan solo los precios: el nombre y si está activa se cambian sin fecha');
    expect((await programar(lista.ListaID, { Porcentaje: -20, VigenteDesde: '2027-05-01' }, tokens.empleado)).status).toBe(403);
    const hoy = await programar(lista.ListaID, { Porcentaje: -15, VigenteDesde: HOY });
    expect(hoy.body.data).toMatchObject({ Porcentaje: -15, Programadas: [] });
    expect(await precio()).toBe(850);
  });
});
