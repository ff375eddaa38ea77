import { describe, expect, it } from 'vitest';
import { MENSAJES_IDEMPOTENCIA } from '#dominio/idempotencia';
import { appDelArchivo, sesionesDelArchivo } from '../../test/harness.js';
import { crearCliente, crearPedido, crearProducto, crearProveedor, cuentaDelCliente, stockYLedger, unico } from '../../test/fixtures.js';
import { crearVehiculo } from '../../test/vehiculos.js';

// The Idempotency-Key of every POST that creates money or stock movements (issue 44, docs/decisiones.md 85):
// each route below is sent twice with one key, twice at once, with the key of another body or user, and after
// a failure with the key it failed with. The stop actions, which require their key, are in hojas-de-ruta/recorrido.test.ts.

const app = appDelArchivo();
const { tokens } = sesionesDelArchivo(app);

let claves = 0;
const nuevaClave = () => `prueba-${++claves}-${Date.now()}`;

/** One route's write, set up on records of its own. */
interface Escritura {
  ruta: string;
  cuerpo: Record<string, unknown>;
  /** The same request with another body (a payment's amount, an order's quantity...). */
  otroCuerpo: Record<string, unknown>;
  token: string;
  /** Another user who may make the same write. */
  otroToken: string;
  /** What the write moves (rows, balances, stock), to compare before and after. */
  efecto(): Promise<unknown>;
  /** What `efecto` answers once the write applied once, from what it answered before. */
  unaVez(antes: any): unknown; // the case's own snapshot
  /**
   * A way the write fails inside its transaction: what makes it fail (`provocar`, or another `cuerpo`), its
   * status, and what makes the same request apply afterwards (`arreglar`).
   */
  falla?: { cuerpo?: Record<string, unknown>; provocar?(): Promise<unknown>; estado: number; arreglar(): Promise<{ status: number }> };
}

interface Caso {
  nombre: string;
  estado: number;
  preparar(): Promise<Escritura>;
  /** Why the write has no `falla`: nothing in its transaction refuses a valid body. */
  sinFalla?: string;
}

const cobro = (ClienteID: number, Importe: number, PedidoIDs?: number[]) => ({ ClienteID, Importe, Metodo: 'efectivo', PedidoIDs });
/** The client's payments, its balance and the sum of its account's moves (always equal). */
async function cuenta(clienteId: number) {
  const { saldo, suma } = await cuentaDelCliente(app, clienteId);
  return { cobros: (await app.db('cobros').where({ cliente_id: clienteId })).length, saldo, suma };
}
const stock = (productoId: number) => stockYLedger(app, productoId);
const ajustar = (productoId: number, Diferencia: number) =>
  app.request('POST', `/productos/${productoId}/ajustes`, { token: tokens.admin, body: { Diferencia, Razon: 'recuento' } });

const CASOS: Caso[] = [
  {
    nombre: 'POST /cobros',
    estado: 201,
    async preparar() {
      const { ClienteID } = await crearCliente(app, tokens.admin);
      const { ProductoID } = await crearProducto(app, tokens.admin, { Precio: 1000, Stock: 100 });
      const pedido = await crearPedido(app, tokens.admin, ClienteID, [{ ProductoID, Cantidad: 3 }]);
      return {
        ruta: '/cobros',
        cuerpo: cobro(ClienteID, 1500),
        otroCuerpo: cobro(ClienteID, 999),
        token: tokens.supervisor,
        otroToken: tokens.admin,
        efecto: () => cuenta(ClienteID),
        unaVez: (antes) => ({ cobros: antes.cobros + 1, saldo: antes.saldo - 1500, suma: antes.suma - 1500 }),
        // The order is no delivery until it is Completado: then the same payment may pay it.
        falla: {
          cuerpo: cobro(ClienteID, 1500, [pedido.PedidoID]),
          estado: 400,
          arreglar: () => app.request('PUT', `/pedidos/${pedido.PedidoID}/estado`, { token: tokens.admin, body: { estado: 'Completado' } }),
        },
      };
    },
  },
  {
    nombre: 'POST /productos/{id}/ajustes',
    estado: 201,
    async preparar() {
      const { ProductoID } = await crearProducto(app, tokens.admin, { Stock: 10 });
      return {
        ruta: `/productos/${ProductoID}/ajustes`,
        cuerpo: { Diferencia: -4, Razon: 'merma' },
        otroCuerpo: { Diferencia: -3, Razon: 'merma' },
        token: tokens.supervisor,
        otroToken: tokens.admin,
        efecto: () => stock(ProductoID),
        unaVez: (antes) => ({ stock: antes.stock - 4, ledger: antes.ledger - 4 }),
        falla: { cuerpo: { Diferencia: -40, Razon: 'merma' }, estado: 409, arreglar: () => ajustar(ProductoID, 50) },
      };
    },
  },
  {
    nombre: 'POST /pedidos',
    estado: 201,
    async preparar() {
      const { ClienteID } = await crearCliente(app, tokens.admin);
      const { ProductoID } = await crearProducto(app, tokens.admin, { Stock: 10 });
      const pedido = (Cantidad: number) => ({ ClienteID, VehiculoID: null, detalles: [{ ProductoID, Cantidad }] });
      return {
        ruta: '/pedidos',
        cuerpo: pedido(3),
        otroCuerpo: pedido(2),
        token: tokens.empleado,
        otroToken: tokens.supervisor,
        efecto: async () => ({ pedidos: (await app.db('pedidos').where({ cliente_id: ClienteID })).length, ...(await stock(ProductoID)) }),
        unaVez: (antes) => ({ pedidos: antes.pedidos + 1, stock: antes.stock - 3, ledger: antes.ledger - 3 }),
        falla: { cuerpo: pedido(30), estado: 409, arreglar: () => ajustar(ProductoID, 50) },
      };
    },
  },
  {
    nombre: 'POST /pedidos-proveedores',
    estado: 201,
    async preparar() {
      const { ProveedorID } = await crearProveedor(app, tokens.admin);
      const { ProductoID } = await crearProducto(app, tokens.admin);
      const pedido = (Cantidad: number) => ({ ProveedorID, detalles: [{ ProductoID, Cantidad, PrecioUnitario: 800 }] });
      const activo = (Active: boolean) => app.request('PUT', `/proveedores/${ProveedorID}`, { token: tokens.admin, body: { Active } });
      return {
        ruta: '/pedidos-proveedores',
        cuerpo: pedido(5),
        otroCuerpo: pedido(6),
        token: tokens.supervisor,
        otroToken: tokens.admin,
        efecto: async () => ({ pedidos: (await app.db('pedidos_proveedores').where({ proveedor_id: ProveedorID })).length }),
        unaVez: (antes) => ({ pedidos: antes.pedidos + 1 }),
        // An inactive supplier takes no order: active again, it does.
        falla: { provocar: () => activo(false), estado: 400, arreglar: () => activo(true) },
      };
    },
  },
  {
    nombre: 'POST /importaciones/clientes',
    estado: 201,
    async preparar() {
      const marca = unico('Imp');
      const email = `${marca.toLowerCase()}@importado.com.ar`;
      const fila = (Nombre: string) => ({ Nombre, Apellido: 'Importado', Telefono: '+54 11 4000-0000', Direccion: 'Calle 1', Email: email });
      return {
        ruta: '/importaciones/clientes',
        cuerpo: { filas: [fila(marca)], archivo: 'clientes.csv' },
        otroCuerpo: { filas: [fila(`${marca}B`)], archivo: 'clientes.csv' },
        token: tokens.supervisor,
        otroToken: tokens.admin,
        efecto: async () => ({ clientes: (await app.db('clientes').where({ email })).length }),
        unaVez: (antes) => ({ clientes: antes.clientes + 1 }),
        // The email is taken by another client, until that client changes it.
        falla: {
          provocar: () => crearCliente(app, tokens.admin, { Email: email }),
          estado: 400,
          arreglar: async () => {
            const otro = await app.db('clientes').where({ email }).first('cliente_id');
            return app.request('PUT', `/clientes/${otro.cliente_id}`, { token: tokens.admin, body: { Email: `otro.${email}` } });
          },
        },
      };
    },
  },
  {
    nombre: 'POST /vehiculos/{id}/combustible',
    estado: 201,
    async preparar() {
      const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 1000 });
      const carga = (Litros: number) => ({ Kilometraje: 1200, Litros, Importe: Litros * 1300, TanqueLleno: true });
      return {
        ruta: `/vehiculos/${v.VehiculoID}/combustible`,
        cuerpo: carga(40),
        otroCuerpo: carga(45),
        token: tokens.empleado,
        otroToken: tokens.admin,
        efecto: async () => ({ cargas: (await app.db('cargas_combustible').where({ vehiculo_id: v.VehiculoID })).length }),
        unaVez: (antes) => ({ cargas: antes.cargas + 1 }),
        // A reading below the mileage is refused, until an administrator corrects the mileage down.
        falla: {
          provocar: () => app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje`, { token: tokens.admin, body: { kilometraje: 5000 } }),
          estado: 400,
          arreglar: () =>
            app.request('POST', `/vehiculos/${v.VehiculoID}/kilometraje/correccion`, {
              token: tokens.admin,
              body: { kilometraje: 1100, motivo: 'Lectura mal tipeada' },
            }),
        },
      };
    },
  },
  {
    nombre: 'POST /vehiculos/{id}/mantenimientos',
    estado: 201,
    async preparar() {
      const v = await crearVehiculo(app, tokens.admin, { KilometrajeActual: 1000 });
      const mantenimiento = (Costo: number) => ({ TipoMantenimiento: 'Cambio de filtros', Kilometraje: 1000, Costo });
      return {
        ruta: `/vehiculos/${v.VehiculoID}/mantenimientos`,
        cuerpo: mantenimiento(25000),
        otroCuerpo: mantenimiento(26000),
        token: tokens.empleado,
        otroToken: tokens.supervisor,
        efecto: async () => ({ mantenimientos: (await app.db('mantenimientos').where({ vehiculo_id: v.VehiculoID })).length }),
        unaVez: (antes) => ({ mantenimientos: antes.mantenimientos + 1 }),
      };
    },
    sinFalla: 'the vehicle is locked and the record inserted: only a bad body (400, before the key) is refused',
  },
];

const enviar = (e: Escritura, clave: string, { cuerpo = e.cuerpo, token = e.token } = {}) =>
  app.request('POST', e.ruta, { token, body: cuerpo, headers: { 'Idempotency-Key': clave } });

describe.each(CASOS)('$nombre under an Idempotency-Key', ({ estado, preparar }) => {
  it('answers a replay with the first answer, status and body, and applies nothing again', async () => {
    const e = await preparar();
    const antes = await e.efecto();
    const clave = nuevaClave();
    const primera = await enviar(e, clave);
    expect(primera.status, JSON.stringify(primera.body)).toBe(estado);
    expect(primera.headers.get('Idempotent-Replayed')).toBeNull();
    const aplicado = await e.efecto();
    expect(aplicado).toEqual(e.unaVez(antes));
    // The body in another key order is the same request.
    const alReves = Object.fromEntries(Object.entries(e.cuerpo).reverse());
    for (const cuerpo of [e.cuerpo, alReves]) {
      const repetida = await enviar(e, clave, { cuerpo });
      expect(repetida.status).toBe(estado);
      expect(repetida.body).toEqual(primera.body);
      expect(repetida.headers.get('Idempotent-Replayed')).toBe('true');
    }
    expect(await e.efecto()).toEqual(aplicado);
  });

  it('applies once two requests sent together with one key, and answers both alike', async () => {
    const e = await preparar();
    const antes = await e.efecto();
    const clave = nuevaClave();
    const [a, b] = await Promise.all([enviar(e, clave), enviar(e, clave)]);
    expect([a.status, b.status]).toEqual([estado, estado]);
    expect(b.body).toEqual(a.body);
    expect([a.headers.get('Idempotent-Replayed'), b.headers.get('Idempotent-Replayed')].sort()).toEqual(['true', null].sort());
    expect(await e.efecto()).toEqual(e.unaVez(antes));
  });

  it('refuses the key with another body or from another user (422), and applies nothing', async () => {
    const e = await preparar();
    const antes = await e.efecto();
    const clave = nuevaClave();
    expect((await enviar(e, clave)).status).toBe(estado);
    for (const otra of [{ cuerpo: e.otroCuerpo }, { token: e.otroToken }]) {
      const res = await enviar(e, clave, otra);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, message: MENSAJES_IDEMPOTENCIA.otrosDatos });
    }
    expect(await e.efecto()).toEqual(e.unaVez(antes));
  });
});

describe.each(CASOS.filter((c) => !c.sinFalla))('$nombre, failed under an Idempotency-Key', ({ estado, preparar }) => {
  it('keeps no key: sent again with it once the cause is gone, it applies', async () => {
    const e = await preparar();
    const falla = e.falla!;
    const cuerpo = falla.cuerpo ?? e.cuerpo;
    await falla.provocar?.();
    const antes = await e.efecto();
    const clave = nuevaClave();
    const fallida = await enviar(e, clave, { cuerpo });
    expect(fallida.status, JSON.stringify(fallida.body)).toBe(falla.estado);
    expect(await e.efecto()).toEqual(antes);
    expect(await app.db('idempotencia').where({ clave })).toEqual([]);
    expect((await falla.arreglar()).status).toBeLessThan(300);
    const otraVez = await enviar(e, clave, { cuerpo });
    expect(otraVez.status, JSON.stringify(otraVez.body)).toBe(estado);
    expect(otraVez.headers.get('Idempotent-Replayed')).toBeNull();
    // The key is now that write's: sent once more, it answers it again.
    const despues = await e.efecto();
    const repetida = await enviar(e, clave, { cuerpo });
    expect(repetida.headers.get('Idempotent-Replayed')).toBe('true');
    expect(repetida.body).toEqual(otraVez.body);
    expect(await e.efecto()).toEqual(despues);
  });
});
