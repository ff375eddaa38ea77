import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { crearCliente, crearProducto, crearProveedor, unico } from '../test/fixtures.js';
import { crearVehiculo } from '../test/vehiculos.js';

// What the new-order forms offer (the admin's search-as-you-type pickers) comes from these four lists:
// paged and searched they answer one page with its total; without `page`, the whole list, as before.

let app: TestApp;
let admin: string;
let empleado: string;

beforeAll(async () => {
  app = await startTestApp();
  [admin, empleado] = await Promise.all([app.login('admin'), app.login('empleado')]);
});
afterAll(() => app.close());

interface Selector {
  path: string;
  idField: string;
  /** The field the picker sorts by; `marca` is searched by q and sorts the three records as 0, 1, 2. */
  sort: string;
  /** Creates the i-th offered record (0 to 2), whose sort field follows `marca`'s order. */
  ofrecido: (marca: string, i: number) => Promise<Record<string, unknown>>;
  /** Records with `marca` that must not be offered (inactive, or not Disponible). */
  excluidos: (marca: string) => Promise<unknown>;
}

const LETRAS = ['A', 'B', 'C'];

const desactivar = (path: string) => app.request('PUT', `${path}/desactivar`, { token: admin });

const SELECTORES: Selector[] = [
  {
    path: '/clientes/activos',
    idField: 'ClienteID',
    sort: 'Nombre',
    ofrecido: (marca, i) => crearCliente(app, admin, { Nombre: `${LETRAS[i]}licia`, Apellido: marca }),
    excluidos: async (marca) => desactivar(`/clientes/${(await crearCliente(app, admin, { Apellido: marca })).ClienteID}`),
  },
  {
    path: '/productos/activos',
    idField: 'ProductoID',
    sort: 'Nombre',
    ofrecido: (marca, i) => crearProducto(app, admin, { Nombre: `${LETRAS[i]} ${marca}` }),
    excluidos: (marca) => crearProducto(app, admin, { Nombre: `A0 ${marca}`, Active: false }),
  },
  {
    path: '/proveedores/activos',
    idField: 'ProveedorID',
    sort: 'Nombre',
    ofrecido: (marca, i) => crearProveedor(app, admin, { Nombre: `${LETRAS[i]} ${marca}` }),
    excluidos: async (marca) => desactivar(`/proveedores/${(await crearProveedor(app, admin, { Nombre: `A0 ${marca}` })).ProveedorID}`),
  },
  {
    path: '/vehiculos/disponibles',
    idField: 'VehiculoID',
    sort: 'Patente',
    ofrecido: (marca, i) => crearVehiculo(app, admin, { Patente: `${marca}${LETRAS[i]}` }),
    excluidos: (marca) =>
      Promise.all([
        crearVehiculo(app, admin, { Patente: `${marca}0`, Active: false }),
        crearVehiculo(app, admin, { Patente: `${marca}1`, Disponible: false }),
      ]),
  },
];

describe.each(SELECTORES)('GET $path', ({ path, idField, sort, ofrecido, excluidos }) => {
  const pedir = async (query: string) => {
    const res = await app.request('GET', `${path}?${query}`, { token: empleado });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { data: Record<string, unknown>[]; total?: number; page?: number; limit?: number };
  };
  const ids = (body: { data: Record<string, unknown>[] }) => body.data.map((r) => r[idField]);

  it('searches with q and answers one page with its total, sorted as asked', async () => {
    const marca = unico('SEL').toUpperCase();
    const creados = [];
    for (const i of [0, 1, 2]) creados.push((await ofrecido(marca, i))[idField]);
    await excluidos(marca);

    const primera = await pedir(`q=${marca.toLowerCase()}&page=1&limit=2&sort=${sort}&order=desc`);
    expect(primera).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(ids(primera)).toEqual([creados[2], creados[1]]);
    const segunda = await pedir(`q=${marca}&page=2&limit=2&sort=${sort}&order=desc`);
    expect(segunda).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(ids(segunda)).toEqual([creados[0]]);

    const todo = await pedir(`q=${marca}&sort=${sort}&order=asc`);
    expect(Object.keys(todo)).toEqual(['data']);
    expect(ids(todo)).toEqual(creados);
  });

  it('answers the whole list without page, as many records as the paged total', async () => {
    const { total } = await pedir('page=1&limit=1');
    const todo = await pedir('');
    expect(Object.keys(todo)).toEqual(['data']);
    expect(todo.data).toHaveLength(total!);
  });

  it('rejects an unknown sort field with 400', async () => {
    const res = await app.request('GET', `${path}?page=1&limit=25&sort=Inexistente`, { token: empleado });
    expect(res.status).toBe(400);
  });
});
