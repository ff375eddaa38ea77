import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { crearCliente, crearProducto, filasDeAuditoria, unico } from '../../test/fixtures.js';
import { textoDePdf } from '../../test/pdf.js';

// Issue 47: price lists (by percentage, by explicit prices, quantity breaks, rounding), the client's list pricing its
// orders as a snapshot, and each role's largest discount, over HTTP.

let app: TestApp;
const tokens: Record<'admin' | 'supervisor' | 'empleado', string> = { admin: '', supervisor: '', empleado: '' };

beforeAll(async () => {
  app = await startTestApp();
  for (const rol of ['admin', 'supervisor', 'empleado'] as const) tokens[rol] = await app.login(rol);
});
afterAll(() => app.close());

async function lista(body: Record<string, unknown>) {
  const res = await app.request('POST', '/listas-precio', { token: tokens.supervisor, body: { Nombre: unico('Lista '), ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { ListaID: number; Nombre: string; Version: number };
}

async function clienteEn(listaId: number | null) {
  const { ClienteID } = await crearCliente(app, tokens.admin, { ListaPrecioID: listaId });
  return ClienteID;
}

type Linea = { ProductoID: number; Cantidad: number; Descuento?: number };
const cotizar = (ClienteID: number, detalles: Linea[], token = tokens.empleado) =>
  app.request('POST', '/pedidos/cotizacion', { token, body: { ClienteID, detalles } });
const pedir = (ClienteID: number, detalles: Linea[], token = tokens.empleado) =>
  app.request('POST', '/pedidos', { token, body: { ClienteID, VehiculoID: null, detalles } });

describe('lists', () => {
  it('there is one general list, the clients without a list, which keeps the base prices', async () => {
    const res = await app.request('GET', '/listas-precio/activos', { token: tokens.empleado });
    const generales = res.body.data.filter((l: { EsGeneral: boolean }) => l.EsGeneral);
    expect(generales).toEqual([expect.objectContaining({ Nombre: 'Lista general', Tipo: 'porcentaje', Porcentaje: 0 })]);
    const cambiar = await app.request('PUT', `/listas-precio/${generales[0].ListaID}`, { token: tokens.admin, body: { Porcentaje: 10 } });
    expect(cambiar.status).toBe(400);
    expect(cambiar.body.message).toBe('La lista general son los precios de los productos: solo se cambia su nombre y sus escalas');
  });

  it('are written by a Supervisor or an Administrador, never twice by name, and say in Spanish what is wrong', async () => {
    expect(
      (await app.request('POST', '/listas-precio', { token: tokens.empleado, body: { Nombre: unico('L'), Tipo: 'porcentaje' } })).status,
    ).toBe(403);
    const { Nombre } = await lista({ Tipo: 'porcentaje', Porcentaje: -5 });
    const repetida = await app.request('POST', '/listas-precio', {
      token: tokens.admin,
      body: { Nombre: Nombre.toUpperCase(), Tipo: 'porcentaje' },
    });
    expect(repetida.status).toBe(409);
    // The name as the unique index compares it: lower-case.
    expect(repetida.body.message).toBe(`Ya existe una lista llamada ${Nombre.toLowerCase()}`);
    const mala = await app.request('POST', '/listas-precio', {
      token: tokens.admin,
      body: {
        Nombre: unico('L'),
        Tipo: 'porcentaje',
        Escalas: [
          { ProductoID: 1, Desde: 1, Porcentaje: 5 },
          { ProductoID: 1, Desde: 10 },
        ],
      },
    });
    expect(mala.status).toBe(400);
    expect(mala.body.errors).toMatchObject({
      'Escalas.0.Desde': 'Desde debe ser una cantidad entera de 2 en adelante',
      'Escalas.1.Precio': 'Indique el precio o el porcentaje de descuento, uno de los dos',
    });
  });
});

describe('an order takes its client’s list', () => {
  it('by percentage, rounded as the list says; a client without a list pays the base price', async () => {
    const p = await crearProducto(app, tokens.admin, { Precio: 1234 });
    const mayorista = await lista({ Tipo: 'porcentaje', Porcentaje: -10, Redondeo: 10 });
    const res = await cotizar(await clienteEn(mayorista.ListaID), [{ ProductoID: p.ProductoID, Cantidad: 3 }]);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      Lista: { ListaID: mayorista.ListaID, Nombre: mayorista.Nombre },
      detalles: [{ ProductoID: p.ProductoID, Cantidad: 3, PrecioLista: 1110, Escala: null, Descuento: 0, PrecioUnitario: 1110 }],
      PrecioTotal: 3330,
    });
    const general = await cotizar(await clienteEn(null), [{ ProductoID: p.ProductoID, Cantidad: 3 }]);
    expect(general.body.data).toMatchObject({ Lista: { Nombre: 'Lista general' }, detalles: [{ PrecioUnitario: 1234 }], PrecioTotal: 3702 });
  });

  it('by explicit prices; a product the list does not name keeps its base price', async () => {
    const [nombrado, otro] = [
      await crearProducto(app, tokens.admin, { Precio: 1000 }),
      await crearProducto(app, tokens.admin, { Precio: 2000 }),
    ];
    const propia = await lista({ Tipo: 'precios', Items: [{ ProductoID: nombrado.ProductoID, Precio: '850,50' }] });
    const res = await cotizar(await clienteEn(propia.ListaID), [
      { ProductoID: nombrado.ProductoID, Cantidad: 2 },
      { ProductoID: otro.ProductoID, Cantidad: 1 },
    ]);
    expect(res.body.data.detalles.map((d: { PrecioUnitario: number }) => d.PrecioUnitario)).toEqual([850.5, 2000]);
    expect(res.body.data.PrecioTotal).toBe(3701);
  });

  it('with the quantity break it reaches: none at N − 1, the break at N, the next one further on', async () => {
    const p = await crearProducto(app, tokens.admin, { Precio: 10000, Stock: 500 });
    const conEscalas = await lista({
      Tipo: 'porcentaje',
      Porcentaje: 0,
      Redondeo: 50,
      Escalas: [
        { ProductoID: p.ProductoID, Desde: 50, Porcentaje: '5,5' },
        { ProductoID: p.ProductoID, Desde: 100, Precio: 9000 },
      ],
    });
    const cliente = await clienteEn(conEscalas.ListaID);
    const precio = async (Cantidad: number) => (await cotizar(cliente, [{ ProductoID: p.ProductoID, Cantidad }])).body.data.detalles[0];
    expect(await precio(49)).toMatchObject({ PrecioUnitario: 10000, Escala: null });
    // 10.000 less 5,5 % is 9.450, already a multiple of $50.
    expect(await precio(50)).toMatchObject({ PrecioUnitario: 9450, Escala: { Desde: 50, Porcentaje: 5.5, Precio: null } });
    expect(await precio(99)).toMatchObject({ PrecioUnitario: 9450 });
    expect(await precio(100)).toMatchObject({ PrecioUnitario: 9000, Escala: { Desde: 100, Precio: 9000 } });

    const pedido = await pedir(cliente, [{ ProductoID: p.ProductoID, Cantidad: 50 }]);
    expect(pedido.status).toBe(201);
    expect(pedido.body.data.PrecioTotal).toBe(472500);
    expect(pedido.body.data.detalles[0]).toMatchObject({
      PrecioUnitario: 9450,
      PrecioLista: 9450,
      ListaPrecioID: conEscalas.ListaID,
      ListaNombre: conEscalas.Nombre,
      EscalaDesde: 50,
      Descuento: 0,
    });
  });

  it('keeps its lines as they were priced after the list and the base price change', async () => {
    const p = await crearProducto(app, tokens.admin, { Precio: 1000 });
    const l = await lista({ Tipo: 'porcentaje', Porcentaje: 20, Redondeo: 1 });
    const cliente = await clienteEn(l.ListaID);
    const { body } = await pedir(cliente, [{ ProductoID: p.ProductoID, Cantidad: 2 }]);
    expect(body.data.detalles[0]).toMatchObject({ PrecioUnitario: 1200, PrecioLista: 1200 });
    await app.request('PUT', `/listas-precio/${l.ListaID}`, { token: tokens.admin, body: { Porcentaje: 50, Nombre: unico('Renombrada ') } });
    await app.request('POST', '/aumentos-precio', {
      token: tokens.admin,
      body: { Alcance: 'seleccion', ProductoIDs: [p.ProductoID], Modo: 'porcentaje', Valor: 30 },
    });
    const despues = await app.request('GET', `/pedidos/${body.data.PedidoID}`, { token: tokens.empleado });
    expect(despues.body.data.PrecioTotal).toBe(2400);
    expect(despues.body.data.detalles[0]).toMatchObject({ PrecioUnitario: 1200, PrecioLista: 1200, ListaNombre: l.Nombre });
    expect((await cotizar(cliente, [{ ProductoID: p.ProductoID, Cantidad: 2 }])).body.data.detalles[0].PrecioUnitario).toBe(1950);
  });
});

describe('a line’s discount', () => {
  it.each([
    ['empleado', 5, 5.01, 'Un Empleado puede descontar hasta 5 %'],
    ['supervisor', 15, 15.5, 'Un Supervisor puede descontar hasta 15 %'],
  ] as const)('%s: up to %s %% is taken, above it is a 403 that writes nothing', async (rol, hasta, mas, mensaje) => {
    const p = await crearProducto(app, tokens.admin, { Precio: 1000 });
    const cliente = await clienteEn(null);
    const bien = await pedir(cliente, [{ ProductoID: p.ProductoID, Cantidad: 1, Descuento: hasta }], tokens[rol]);
    expect(bien.status).toBe(201);
    expect(bien.body.data.detalles[0]).toMatchObject({ Descuento: hasta, PrecioLista: 1000, PrecioUnitario: 1000 - hasta * 10 });
    const pedidosAntes = await app.db('pedidos').where({ cliente_id: cliente }).count({ n: '*' });
    const mal = await pedir(cliente, [{ ProductoID: p.ProductoID, Cantidad: 1, Descuento: mas }], tokens[rol]);
    expect(mal.status).toBe(403);
    expect(mal.body.message).toMatch(new RegExp(`^${mensaje}: pida a un supervisor o a un administrador un descuento mayor$`));
    expect(await app.db('pedidos').where({ cliente_id: cliente }).count({ n: '*' })).toEqual(pedidosAntes);
    expect((await cotizar(cliente, [{ ProductoID: p.ProductoID, Cantidad: 1, Descuento: mas }], tokens[rol])).status).toBe(403);
  });

  it('an Administrador may give any, and the total is the sum of quantity × final price', async () => {
    const p = await crearProducto(app, tokens.admin, { Precio: 999.99 });
    const res = await pedir(await clienteEn(null), [{ ProductoID: p.ProductoID, Cantidad: 3, Descuento: 33.33 }], tokens.admin);
    expect(res.status).toBe(201);
    // 999,99 less 33,33 % is 666,693…, 666,69 to the cent; three of them.
    expect(res.body.data.detalles[0].PrecioUnitario).toBe(666.69);
    expect(res.body.data.PrecioTotal).toBe(2000.07);
  });

  it('two lines of one product with different discounts are refused', async () => {
    const p = await crearProducto(app, tokens.admin, { Precio: 1000 });
    const res = await pedir(await clienteEn(null), [
      { ProductoID: p.ProductoID, Cantidad: 1, Descuento: 2 },
      { ProductoID: p.ProductoID, Cantidad: 1 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Las líneas de ${p.Nombre} tienen descuentos distintos: use una sola línea`);
  });
});

describe('a client’s list', () => {
  it('is chosen by a Supervisor or an Administrador, not an Empleado, and the trail names it', async () => {
    const l = await lista({ Tipo: 'porcentaje', Porcentaje: -8 });
    const { ClienteID } = await crearCliente(app, tokens.empleado);
    const empleado = await app.request('PUT', `/clientes/${ClienteID}`, { token: tokens.empleado, body: { ListaPrecioID: l.ListaID } });
    expect(empleado.status).toBe(403);
    expect(empleado.body.message).toBe('Solo Supervisor o Administrador pueden cambiar la lista de precios de un cliente');
    const supervisor = await app.request('PUT', `/clientes/${ClienteID}`, { token: tokens.supervisor, body: { ListaPrecioID: l.ListaID } });
    expect(supervisor.status).toBe(200);
    const trail = await filasDeAuditoria(app, 'clientes', ClienteID);
    expect(trail.at(-1)?.cambios).toEqual([{ Campo: 'ListaPrecioID', Antes: null, Despues: l.Nombre }]);
  });

  it('may not be inactivated while clients have it', async () => {
    const l = await lista({ Tipo: 'porcentaje', Porcentaje: -3 });
    await clienteEn(l.ListaID);
    const res = await app.request('PUT', `/listas-precio/${l.ListaID}/desactivar`, { token: tokens.admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`La lista ${l.Nombre} la tiene 1 cliente: asígneles otra antes de inactivarla`);
  });
});

describe('the printed list', () => {
  it('prices every active product from a day on, counting the increases scheduled up to it; its PDF says from when', async () => {
    app.setNow(new Date('2027-05-10T15:00:00Z'));
    try {
      const p = await crearProducto(app, tokens.admin, { Precio: 1000 });
      const l = await lista({
        Tipo: 'porcentaje',
        Porcentaje: -10,
        Redondeo: 1,
        Escalas: [{ ProductoID: p.ProductoID, Desde: 10, Porcentaje: 5 }],
      });
      const programado = await app.request('POST', '/aumentos-precio', {
        token: tokens.admin,
        body: { Alcance: 'seleccion', ProductoIDs: [p.ProductoID], Modo: 'porcentaje', Valor: 20, VigenteDesde: '2027-05-11' },
      });
      expect(programado.status).toBe(201);
      const precio = async (desde = '') =>
        (
          await app.request('GET', `/listas-precio/${l.ListaID}/precios${desde && `?desde=${desde}`}`, { token: tokens.empleado })
        ).body.data.find((x: { ProductoID: number }) => x.ProductoID === p.ProductoID);
      expect(await precio()).toMatchObject({ Precio: 900, Escalas: 'desde 10 u.: 5 % menos' });
      expect(await precio('2027-05-11')).toMatchObject({ Precio: 1080 });
      const pdf = await app.request('GET', `/listas-precio/${l.ListaID}/pdf?desde=2027-05-11`, { token: tokens.empleado });
      expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
      const texto = await textoDePdf(pdf.body);
      for (const esperado of [l.Nombre, 'Vigente desde: 11/05/2027', p.Nombre, '$ 1.080,00', 'desde 10 u.: 5 % menos'])
        expect(texto).toContain(esperado);
    } finally {
      app.setNow(undefined);
    }
  });
});
