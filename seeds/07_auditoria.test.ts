import { formatoCantidad } from '#dominio/formatos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cambio, ENTIDADES_AUDITADAS, type RegistroAuditoria, textoAuditoria } from '#dominio/auditoria';
import { startTestApp, type TestApp } from '../api/test/harness.js';
import { DIAS_DE_HISTORIA } from './04_historia.js';
import { seed } from './07_auditoria.js';

const DIA = 24 * 3600 * 1000;

describe('demo audit history (seeds/07_auditoria)', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = await app.login('admin');
  });
  afterAll(() => app.close());

  const get = async (ruta: string) => {
    const res = await app.request('GET', ruta, { token });
    expect(res.status, ruta).toBe(200);
    return res.body;
  };
  /** A record's whole trail through GET /auditoria, oldest first. */
  const trail = async (entidad: string, id: number): Promise<RegistroAuditoria[]> =>
    (await get(`/auditoria?entidad=${entidad}&entidadId=${id}&page=1&limit=1000`)).data.reverse();
  const registros = () => app.db('auditoria').orderBy('auditoria_id');
  const cambiosDe = (f: { cambios: unknown }) => (typeof f.cambios === 'string' ? JSON.parse(f.cambios) : f.cambios) as Cambio[];

  it('covers every audited kind of record and every kind of change staff make', async () => {
    const filas = await registros();
    expect(new Set(filas.map((f) => f.entidad))).toEqual(new Set(Object.keys(ENTIDADES_AUDITADAS)));
    for (const accion of ['crear', 'modificar', 'desactivar', 'cambiar_estado', 'ajustar_stock', 'cambiar_contrasena', 'desbloquear'])
      expect(
        filas.some((f) => f.accion === accion),
        accion,
      ).toBe(true);
    expect(new Set(filas.map((f) => f.parte).filter(Boolean))).toEqual(new Set(['documentos', 'mantenimientos', 'kilometraje', 'paradas']));
  });

  it("is written by the demo users over the past weeks (the history's orders over its year), its ids in the order of its dates", async () => {
    const filas = await registros();
    const usuarios = new Set(await app.db('usuarios').pluck('usuario_id'));
    const ahora = Date.now();
    for (const [i, f] of filas.entries()) {
      expect(usuarios.has(f.usuario_id), `author of row ${f.auditoria_id}`).toBe(true);
      const fecha = new Date(f.fecha).getTime();
      expect(fecha).toBeLessThanOrEqual(ahora);
      expect(ahora - fecha).toBeLessThan((DIAS_DE_HISTORIA + 2) * DIA);
      if (i > 0) expect(fecha).toBeGreaterThanOrEqual(new Date(filas[i - 1].fecha).getTime());
    }
  });

  it('never holds a password: a password change only says that it happened', async () => {
    const filas = await registros();
    for (const f of filas) for (const c of cambiosDe(f)) expect(c.Campo).not.toMatch(/contrase|password|hash/i);
    const contrasenas = filas.filter((f) => f.accion === 'cambiar_contrasena');
    expect(contrasenas.length).toBeGreaterThan(0);
    for (const f of contrasenas) expect(cambiosDe(f)).toEqual([]);
  });

  it("ends where the data is: each field's latest 'after' is the record's current value", async () => {
    const nombre = (p: { Nombre: string; Apellido?: string }) => [p.Nombre, p.Apellido].filter(Boolean).join(' ');
    /** An order's lines as its creation row tells them: '3 × Carbón 5 kg, 1 × Leña 10 kg'. */
    const lineas = (detalles: { Cantidad: number; Producto: { Nombre: string } }[]) =>
      detalles.map((d) => `${formatoCantidad(d.Cantidad)} × ${d.Producto.Nombre}`).join(', ');
    const proveedor = async (id: number | null) => (id === null ? null : (await get(`/proveedores/${id}`)).data.Nombre);
    /** The record as the API answers it, references as the names the trail stores. */
    const actual: Record<string, (id: number) => Promise<Record<string, unknown>>> = {
      productos: async (id) => {
        const p = (await get(`/productos/${id}`)).data;
        return { ...p, ProveedorPreferidoID: await proveedor(p.ProveedorPreferidoID) };
      },
      clientes: async (id) => (await get(`/clientes/${id}`)).data,
      comprobantes: async (id) => (await get(`/comprobantes/${id}`)).data,
      proveedores: async (id) => (await get(`/proveedores/${id}`)).data,
      usuarios: async (id) => await get(`/usuarios/${id}`),
      vehiculos: async (id) => (await get(`/vehiculos/${id}`)).data,
      pedidos: async (id) => {
        const p = (await get(`/pedidos/${id}`)).data;
        return { ...p, ClienteID: nombre(p.Cliente), VehiculoID: p.Vehiculo?.Patente ?? null, Detalles: lineas(p.detalles) };
      },
      cobros: async (id) => {
        const c = (await get(`/cobros/${id}`)).data;
        return { ...c, ClienteID: nombre(c.Cliente) };
      },
      'hojas-de-ruta': async (id) => {
        const h = (await get(`/hojas-de-ruta/${id}`)).data;
        const Paradas = h.Paradas.map((p: { Pedido: { PedidoID: number } }) => `N° ${p.Pedido.PedidoID}`).join(', ');
        return { ...h, VehiculoID: h.Vehiculo.Patente, ChoferID: nombre(h.Chofer), Paradas };
      },
      categorias: async (id) => (await get(`/categorias/${id}`)).data,
      'aumentos-precio': async (id) => (await get(`/aumentos-precio/${id}`)).data,
      // A list's items and breaks are counted in the trail (a list may hold thousands).
      'listas-precio': async (id) => {
        const l = (await get(`/listas-precio/${id}`)).data;
        return { ...l, Items: l.Items.length, Escalas: l.Escalas.length };
      },
      'pedidos-proveedores': async (id) => {
        const p = (await get(`/pedidos-proveedores/${id}`)).data;
        return { ...p, ProveedorID: p.Proveedor.Nombre, Detalles: lineas(p.DetallePedidoProveedors) };
      },
    };
    const auditados = await app.db('auditoria').distinct('entidad', 'entidad_id');
    expect(auditados.length).toBeGreaterThan(80);
    for (const { entidad, entidad_id: id } of auditados) {
      const ultimos = new Map<string, unknown>();
      for (const r of await trail(entidad, id)) {
        // A vehicle's readings are its mileage; its other parts are records of their own.
        if (r.Parte === 'kilometraje') ultimos.set('KilometrajeActual', r.Cambios[0].Despues);
        else if (!r.Parte && r.Accion !== 'ajustar_stock') for (const c of r.Cambios) ultimos.set(c.Campo, c.Despues);
      }
      const registro = await actual[entidad](id);
      for (const [campo, valor] of ultimos) expect(registro[campo], `${entidad} ${id} ${campo}`).toEqual(valor);
    }
  });

  it("tells each order's creation and status changes as its history does: same moments, same authors", async () => {
    for (const [entidad, tabla, id] of [
      ['pedidos', 'historial_pedidos', 'pedido_id'],
      ['pedidos-proveedores', 'historial_pedidos_proveedores', 'pedido_proveedor_id'],
    ]) {
      const historial = await app.db(tabla).orderBy('historial_id');
      const filas = await app.db('auditoria').where({ entidad }).orderBy('auditoria_id');
      const comoHistorial = (f: (typeof filas)[number]) => {
        const estado = cambiosDe(f).find((c) => c.Campo === 'Estado')!;
        return [f.entidad_id, new Date(f.fecha).getTime(), f.usuario_id, estado.Antes, estado.Despues];
      };
      const esperado = historial.map((h) => [
        h[id],
        new Date(h.fecha_actualiza_estado).getTime(),
        h.usuario_id,
        h.estado_anterior,
        h.estado_nuevo,
      ]);
      expect(filas.map(comoHistorial).sort()).toEqual(esperado.sort());
      expect(filas.map((f) => f.accion)).toEqual(
        filas.map((f) => (cambiosDe(f).find((c) => c.Campo === 'Estado')!.Antes === null ? 'crear' : 'cambiar_estado')),
      );
    }
  });

  it('keeps each price change true to the sales orders and the price history: lines before it at the price then, after it at the new one', async () => {
    const cambios = (await app.db('auditoria').where({ entidad: 'productos', accion: 'modificar' })).flatMap((f) =>
      cambiosDe(f)
        .filter((c) => c.Campo === 'Precio')
        .map((c) => ({ ...c, productoId: f.entidad_id, fecha: new Date(f.fecha) })),
    );
    expect(cambios.length).toBeGreaterThanOrEqual(2);
    for (const { productoId, fecha, Antes, Despues } of cambios) {
      const lineas = await app
        .db('detalle_pedidos as d')
        .join('pedidos as p', 'p.pedido_id', 'd.pedido_id')
        .where('d.producto_id', productoId)
        .select('p.fecha_pedido', 'd.precio_unitario');
      // Before it, the price its history gave on the order's day (seeds/04_historia's year); just before it, the old one.
      const historial = await app.db('precios_historial').where({ producto_id: productoId }).orderBy(['momento', 'historial_id']).select();
      const vigente = (momento: Date) => Number(historial.filter((h) => h.momento <= momento).at(-1).precio_nuevo);
      expect(vigente(new Date(fecha.getTime() - 1))).toBe(Antes);
      for (const l of lineas) expect(Number(l.precio_unitario)).toBe(new Date(l.fecha_pedido) < fecha ? vigente(l.fecha_pedido) : Despues);
    }
  });

  it("reads in a product's 'Actividad' as the administrator's price change", async () => {
    const [alcohol] = await app.db('productos').where({ nombre: 'Alcohol de quemar 1 l' }).pluck('producto_id');
    const fila = (await trail('productos', alcohol)).find((r) => r.Cambios.some((c) => c.Campo === 'Precio'))!;
    expect(textoAuditoria(fila, (campo) => campo, app.config.zonaNegocio)).toMatch(
      /^Martín Gómez cambió Precio de \$ 1\.500,00 a \$ 1\.700,00 — \d{2}\/\d{2}\/\d{4} 09:31$/,
    );
  });

  it('is written once', async () => {
    const antes = await registros();
    await seed(app.db);
    expect(await registros()).toEqual(antes);
  });
});
