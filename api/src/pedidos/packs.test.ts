import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearCliente, crearProducto, unico } from '../../test/fixtures.js';

// Issue 47, packs (docs/decisiones.md 104): a product sold also by a pack of N units; the line counts units (stock,
// total), keeps the pack's size, and is priced by the list's price of a unit in a pack or else as its units are.

let app: TestApp;
const tokens = { admin: '', empleado: '' };

beforeAll(async () => {
  app = await startTestApp();
  tokens.admin = await app.login('admin');
  tokens.empleado = await app.login('empleado');
});
afterAll(() => app.close());

type Linea = { ProductoID: number; Cantidad: number; Presentacion?: string; Descuento?: number };
const pedir = (ClienteID: number, detalles: Linea[]) =>
  app.request('POST', '/pedidos', { token: tokens.empleado, body: { ClienteID, VehiculoID: null, detalles } });
const cotizar = (ClienteID: number, detalles: Linea[]) =>
  app.request('POST', '/pedidos/cotizacion', { token: tokens.empleado, body: { ClienteID, detalles } });
const stock = async (id: number) => (await app.request('GET', `/productos/${id}`, { token: tokens.admin })).body.data.Stock as number;

async function clienteConLista(body: Record<string, unknown> | null) {
  if (!body) return (await crearCliente(app, tokens.admin)).ClienteID;
  const lista = await app.request('POST', '/listas-precio', { token: tokens.admin, body: { Nombre: unico('Lista '), ...body } });
  expect(lista.status, JSON.stringify(lista.body)).toBe(201);
  return (await crearCliente(app, tokens.admin, { ListaPrecioID: lista.body.data.ListaID })).ClienteID;
}

describe('a product sold by pack', () => {
  it('has 2 or more units to a pack, or none', async () => {
    const malo = await app.request('POST', '/productos', {
      token: tokens.admin,
      body: { Nombre: unico('Bolsa '), Precio: 100, Stock: 10, UnidadesPorPack: 1 },
    });
    expect(malo.status).toBe(400);
    expect(malo.body.errors).toEqual({ UnidadesPorPack: 'Un pack debe tener de 2 a 10.000 unidades' });
    const p = await crearProducto(app, tokens.admin, { UnidadesPorPack: '40' });
    expect(p).toMatchObject({ UnidadesPorPack: 40 });
    const editado = await app.request('PUT', `/productos/${p.ProductoID}`, { token: tokens.admin, body: { UnidadesPorPack: '' } });
    expect(editado.body.data.UnidadesPorPack).toBeNull();
  });

  it('goes on the order in units: stock and total in units, the pack kept; cancelling gives the units back', async () => {
    const p = await crearProducto(app, tokens.admin, { Precio: 1000, Stock: 200, UnidadesPorPack: 40 });
    const cliente = await clienteConLista(null);
    const res = await pedir(cliente, [{ ProductoID: p.ProductoID, Cantidad: 80, Presentacion: 'Pack' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.detalles[0]).toMatchObject({ Cantidad: 80, UnidadesPorPack: 40, PrecioUnitario: 1000 });
    expect(res.body.data.PrecioTotal).toBe(80_000);
    expect(await stock(p.ProductoID)).toBe(120);
    const cancelar = await app.request('PUT', `/pedidos/${res.body.data.PedidoID}/estado`, {
      token: tokens.admin,
      body: { estado: 'Cancelado' },
    });
    expect(cancelar.status).toBe(200);
    expect(await stock(p.ProductoID)).toBe(200);
    // By the unit, the same product keeps no pack.
    const suelto = await pedir(cliente, [{ ProductoID: p.ProductoID, Cantidad: 3 }]);
    expect(suelto.body.data.detalles[0]).toMatchObject({ Cantidad: 3, UnidadesPorPack: null });
  });

  it('takes whole packs, of a product that has them, in one presentation per product; nothing written otherwise', async () => {
    const p = await crearProducto(app, tokens.admin, { Stock: 500, UnidadesPorPack: 40 });
    const suelto = await crearProducto(app, tokens.admin, { Stock: 500 });
    const cliente = await clienteConLista(null);
    const casos: [Linea[], string][] = [
      [
        [{ ProductoID: p.ProductoID, Cantidad: 50, Presentacion: 'Pack' }],
        `${p.Nombre} va por pack de 40 u.: la cantidad debe ser múltiplo de 40`,
      ],
      [[{ ProductoID: suelto.ProductoID, Cantidad: 40, Presentacion: 'Pack' }], `${suelto.Nombre} no se vende por pack`],
      [
        [
          { ProductoID: p.ProductoID, Cantidad: 40, Presentacion: 'Pack' },
          { ProductoID: p.ProductoID, Cantidad: 3 },
        ],
        `Las líneas de ${p.Nombre} van en presentaciones distintas: use una sola línea`,
      ],
    ];
    for (const [detalles, mensaje] of casos) {
      const res = await pedir(cliente, detalles);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(mensaje);
    }
    const invalida = await pedir(cliente, [{ ProductoID: p.ProductoID, Cantidad: 40, Presentacion: 'Pallet' }]);
    expect(invalida.body.errors).toEqual({ 'detalles.0.Presentacion': 'Presentación inválida: Unidad o Pack' });
    expect(await stock(p.ProductoID)).toBe(500);
    // Two lines of whole packs become one.
    const dos = await pedir(cliente, [
      { ProductoID: p.ProductoID, Cantidad: 40, Presentacion: 'Pack' },
      { ProductoID: p.ProductoID, Cantidad: 80, Presentacion: 'Pack' },
    ]);
    expect(dos.body.data.detalles).toEqual([expect.objectContaining({ Cantidad: 120, UnidadesPorPack: 40 })]);
  });

  it('is priced by the list’s price of a unit in a pack, without the breaks, less the discount', async () => {
    const p = await crearProducto(app, tokens.admin, { Precio: 1000, Stock: 500, UnidadesPorPack: 40 });
    const cliente = await clienteConLista({
      Tipo: 'precios',
      Items: [{ ProductoID: p.ProductoID, Precio: 900, PrecioEnPack: '850,50' }],
      Escalas: [{ ProductoID: p.ProductoID, Desde: 40, Porcentaje: 10 }],
    });
    const packs = await cotizar(cliente, [{ ProductoID: p.ProductoID, Cantidad: 80, Presentacion: 'Pack', Descuento: 2 }]);
    expect(packs.body.data.detalles[0]).toMatchObject({ PrecioLista: 850.5, Escala: null, PrecioUnitario: 833.49, UnidadesPorPack: 40 });
    expect(packs.body.data.PrecioTotal).toBe(66_679.2);
    // The same 80 units by the unit take the break.
    const unidades = await cotizar(cliente, [{ ProductoID: p.ProductoID, Cantidad: 80 }]);
    expect(unidades.body.data.detalles[0]).toMatchObject({ PrecioLista: 810, UnidadesPorPack: null });
  });

  it('without a price of its own on the list, costs its units at the list’s price for that many, breaks included', async () => {
    const p = await crearProducto(app, tokens.admin, { Precio: 1000, Stock: 500, UnidadesPorPack: 40 });
    const cliente = await clienteConLista({
      Tipo: 'porcentaje',
      Porcentaje: -10,
      Redondeo: 1,
      Escalas: [{ ProductoID: p.ProductoID, Desde: 40, Porcentaje: 5 }],
    });
    const res = await pedir(cliente, [{ ProductoID: p.ProductoID, Cantidad: 40, Presentacion: 'Pack' }]);
    expect(res.body.data.detalles[0]).toMatchObject({ PrecioLista: 855, EscalaDesde: 40, PrecioUnitario: 855, UnidadesPorPack: 40 });
    expect(res.body.data.PrecioTotal).toBe(34_200);
  });

  it('is on the printed list at the pack’s price', async () => {
    const p = await crearProducto(app, tokens.admin, { Precio: 1000, UnidadesPorPack: 40 });
    const res = await app.request('POST', '/listas-precio', {
      token: tokens.admin,
      body: { Nombre: unico('Lista '), Tipo: 'precios', Items: [{ ProductoID: p.ProductoID, Precio: 900, PrecioEnPack: 850 }] },
    });
    const precios = await app.request('GET', `/listas-precio/${res.body.data.ListaID}/precios`, { token: tokens.empleado });
    expect(precios.body.data.find((x: { ProductoID: number }) => x.ProductoID === p.ProductoID)).toMatchObject({
      Precio: 900,
      Escalas: 'Pack de 40 u.: $ 34.000,00',
    });
  });
});
