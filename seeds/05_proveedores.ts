import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { loadConfig } from '../api/src/config.js';
import type { Rol } from '#dominio/roles';
import type { Sesion } from '../api/src/nucleo/sesion.js';
import { pedidosProveedoresService } from '../api/src/pedidos-proveedores/service.js';
import type { EstadoPedidoProveedor } from '#dominio/pedidos';

export type Rubro = 'carbon' | 'lena' | 'insumos';

interface ProveedorDemo {
  nombre: string;
  telefono: string;
  direccion: string;
  email: string;
  rubro: Rubro;
  /** Inactivated after its (old) orders are placed. */
  inactivo?: boolean;
}

// biome-ignore format: one record per line, read as a table
export const PROVEEDORES_DEMO: ProveedorDemo[] = [
  { nombre: 'Carbonera del Impenetrable S.R.L.', telefono: '+54 364 447-2210', direccion: 'Ruta Provincial 9 km 4, Juan José Castelli, Chaco', email: 'ventas@carboneraimpenetrable.com.ar', rubro: 'carbon' },
  { nombre: 'Quebracho Colorado Forestal S.A.', telefono: '+54 362 443-8890', direccion: 'Av. 9 de Julio 1250, Resistencia, Chaco', email: 'pedidos@quebrachocolorado.com.ar', rubro: 'lena' },
  { nombre: 'Carbón Santiagueño Hnos. Ledesma', telefono: '+54 3841 48-1125', direccion: 'Ruta Nacional 34 km 712, Monte Quemado, Santiago del Estero', email: 'hnosledesma@carbonsantiagueno.com.ar', rubro: 'carbon' },
  { nombre: 'Leñas del Norte Formoseño', telefono: '+54 370 442-6671', direccion: 'Av. González Lelong 1830, Formosa', email: 'contacto@lenasdelnorte.com.ar', rubro: 'lena' },
  { nombre: 'Forestal Pampa del Infierno S.R.L.', telefono: '+54 3644 47-3302', direccion: 'Ruta Nacional 16 km 295, Pampa del Infierno, Chaco', email: 'administracion@forestalpampa.com.ar', rubro: 'carbon' },
  { nombre: 'Envases Kraft Rosario S.A.', telefono: '+54 341 456-7720', direccion: 'Av. Circunvalación 4520, Rosario, Santa Fe', email: 'comercial@envaseskraft.com.ar', rubro: 'insumos' },
  { nombre: 'Papelera San Justo S.A.', telefono: '+54 11 4651-3390', direccion: 'Camino de Cintura 2150, San Justo, Buenos Aires', email: 'ventas@papelerasanjusto.com.ar', rubro: 'insumos' },
  { nombre: 'Carbones Añatuya', telefono: '+54 3844 42-1566', direccion: 'Av. Belgrano 480, Añatuya, Santiago del Estero', email: 'carbonesanatuya@gmail.com', rubro: 'carbon', inactivo: true },
];

// Which catalogue products each kind of supplier sells us (name patterns, ILIKE).
// biome-ignore format: one record per line, read as a table
const PRODUCTOS_POR_RUBRO: Record<Rubro, string[]> = {
  carbon: ['%carb%'],
  lena: ['%leña%', '%quebracho%', '%algarrobo%'],
  insumos: ['%encend%', '%iniciador%', '%papel%', '%alcohol%', '%fósforo%'],
};

interface PedidoDemo {
  proveedor: number;
  diasAtras: number;
  /** Status changes after creation, each a day or more after the previous one. */
  cambios: { estado: EstadoPedidoProveedor; comentario: string; admin?: boolean }[];
}

export const RECIBIDO = { estado: 'Recibido', comentario: 'Mercadería recibida y controlada en depósito' } as const;

// 20 orders over the last 60 days, in every Estado; the oldest go to the supplier later inactivated.
// biome-ignore format: one record per line, read as a table
const PEDIDOS_DEMO: PedidoDemo[] = [
  { proveedor: 7, diasAtras: 58, cambios: [RECIBIDO] },
  { proveedor: 0, diasAtras: 55, cambios: [{ estado: 'Recibido', comentario: 'Llegó completo, bolsas en buen estado' }] },
  { proveedor: 7, diasAtras: 52, cambios: [{ estado: 'Cancelado', comentario: 'El proveedor no tiene stock hasta la próxima quema' }] },
  { proveedor: 1, diasAtras: 49, cambios: [RECIBIDO] },
  {
    proveedor: 2,
    diasAtras: 46,
    cambios: [
      RECIBIDO,
      { estado: 'Cancelado', comentario: 'Carga devuelta: carbón húmedo, se anula la recepción', admin: true },
    ],
  },
  { proveedor: 5, diasAtras: 43, cambios: [{ estado: 'Recibido', comentario: 'Recibido con remito 0003-00012458' }] },
  {
    proveedor: 3,
    diasAtras: 40,
    cambios: [
      { estado: 'Cancelado', comentario: 'Camión sin cupo esta semana' },
      { estado: 'Pendiente', comentario: 'Se reprograma el envío con el mismo precio', admin: true },
      { estado: 'Recibido', comentario: 'Recibido con una semana de demora' },
    ],
  },
  { proveedor: 4, diasAtras: 37, cambios: [RECIBIDO] },
  { proveedor: 6, diasAtras: 34, cambios: [{ estado: 'Cancelado', comentario: 'Precio fuera de lista, se compra a otro proveedor' }] },
  { proveedor: 0, diasAtras: 31, cambios: [RECIBIDO] },
  { proveedor: 1, diasAtras: 28, cambios: [{ estado: 'Recibido', comentario: 'Leña seca, descargada en playón 2' }] },
  { proveedor: 3, diasAtras: 25, cambios: [] },
  { proveedor: 2, diasAtras: 22, cambios: [RECIBIDO] },
  { proveedor: 4, diasAtras: 19, cambios: [{ estado: 'Cancelado', comentario: 'Ruta 16 cortada por lluvias, se pide de nuevo más adelante' }] },
  { proveedor: 5, diasAtras: 16, cambios: [RECIBIDO] },
  { proveedor: 6, diasAtras: 13, cambios: [] },
  { proveedor: 0, diasAtras: 7, cambios: [{ estado: 'Recibido', comentario: 'Recibido, falta firmar remito' }] },
  { proveedor: 2, diasAtras: 4, cambios: [] },
  { proveedor: 1, diasAtras: 2, cambios: [] },
  { proveedor: 3, diasAtras: 0, cambios: [] },
];

/** The first active user of a role, as a session for the services. */
export async function sessionOf(knex: Knex, rol: Rol): Promise<Sesion | undefined> {
  const u = await knex('usuarios').where({ active: true, rol }).orderBy('usuario_id').first('usuario_id', 'nombre', 'apellido');
  return u && { UsuarioID: u.usuario_id, Rol: rol, Nombre: u.nombre, Apellido: u.apellido };
}

/** The demo suppliers by e-mail (existing ones are left as they are): their ids, and which were inserted now. */
export async function proveedoresDemo(knex: Knex) {
  const idPorEmail = new Map<string, number>();
  const insertados = new Set<number>();
  for (const { nombre, telefono, direccion, email } of PROVEEDORES_DEMO) {
    const existe = await knex('proveedores').whereRaw('lower(email) = lower(?)', [email]).first('proveedor_id');
    if (existe) {
      idPorEmail.set(email, existe.proveedor_id);
      continue;
    }
    const [{ proveedor_id }] = await knex('proveedores').insert({ nombre, telefono, direccion, email }).returning('proveedor_id');
    idPorEmail.set(email, proveedor_id);
    insertados.add(proveedor_id);
  }
  return { idPorEmail, insertados };
}

/**
 * The suppliers, then, only while there are no supplier orders of the last 60 days (the year before them is
 * seeds/04_historia's) and there are products, the demo orders through the order service itself, so receptions
 * move stock through the ledger exactly as in use.
 */
export async function seed(knex: Knex): Promise<void> {
  const { idPorEmail, insertados } = await proveedoresDemo(knex);
  const desde = DateTime.now()
    .minus({ days: 1 + Math.max(...PEDIDOS_DEMO.map((p) => p.diasAtras)) })
    .toJSDate();
  const recientes = await knex('pedidos_proveedores').where('fecha_pedido', '>=', desde).first('pedido_proveedor_id');
  const administrador = await sessionOf(knex, 'Administrador');
  const hayProductos = await knex('productos').where({ active: true }).first('producto_id');
  const colocados = !recientes && administrador !== undefined && hayProductos !== undefined;
  if (colocados) await crearPedidos(knex, idPorEmail, (await sessionOf(knex, 'Supervisor')) ?? administrador, administrador);

  // Inactivated last, so its past orders could be placed while it was active (a supplier someone had already is left as it is).
  for (const { email, inactivo } of PROVEEDORES_DEMO) {
    const id = idPorEmail.get(email)!;
    if (inactivo && (insertados.has(id) || colocados)) await knex('proveedores').where({ proveedor_id: id }).update({ active: false });
  }
}

/** The active products each kind of supplier sells us (all of them for a kind that matches none), by id. */
export async function productosDeCadaRubro(knex: Knex): Promise<Map<Rubro, { producto_id: number; precio: number }[]>> {
  const candidatos = new Map<Rubro, { producto_id: number; precio: number }[]>();
  for (const rubro of Object.keys(PRODUCTOS_POR_RUBRO) as Rubro[]) {
    const query = knex('productos').where({ active: true }).orderBy('producto_id').select('producto_id', 'precio');
    query.where((w) => {
      for (const p of PRODUCTOS_POR_RUBRO[rubro]) w.orWhereILike('nombre', p);
    });
    const propios = await query;
    candidatos.set(
      rubro,
      propios.length > 0 ? propios : await knex('productos').where({ active: true }).orderBy('producto_id').select('producto_id', 'precio'),
    );
  }
  return candidatos;
}

async function crearPedidos(knex: Knex, idPorEmail: Map<string, number>, supervisor: Sesion, administrador: Sesion) {
  const config = loadConfig();
  const ahora = DateTime.fromJSDate(new Date()).setZone(config.zonaNegocio);
  let instante = new Date();
  const service = pedidosProveedoresService(knex, { now: () => instante });

  const candidatos = await productosDeCadaRubro(knex);

  // A supplier inactivated by an earlier run (one without products) hands its orders to an active one of its kind.
  const activos = new Set(
    (await knex('proveedores')
      .whereIn('proveedor_id', [...idPorEmail.values()])
      .where({ active: true })
      .pluck('proveedor_id')) as number[],
  );
  const activo = (p: ProveedorDemo) => activos.has(idPorEmail.get(p.email)!);

  for (const [i, pedido] of PEDIDOS_DEMO.entries()) {
    const previsto = PROVEEDORES_DEMO[pedido.proveedor];
    const proveedor = activo(previsto) ? previsto : PROVEEDORES_DEMO.find((p) => p.rubro === previsto.rubro && activo(p));
    if (!proveedor) continue;
    const opciones = candidatos.get(proveedor.rubro)!;
    const cantidadLineas = Math.min(opciones.length, 1 + (i % 3));
    const detalles = Array.from({ length: cantidadLineas }, (_, k) => {
      const producto = opciones[(i * 2 + k) % opciones.length];
      return {
        ProductoID: producto.producto_id,
        Cantidad: 40 + ((i * 37 + k * 53) % 12) * 20,
        // Purchase price: a bit over half the sale price.
        PrecioUnitario: Math.max(1, Math.round(Number(producto.precio) * 55) / 100),
      };
    });

    // Business hours on that day, never in the future; each change one or two days later.
    let momento = ahora.minus({ days: pedido.diasAtras }).set({ hour: 9 + (i % 8), minute: (i * 17) % 60, second: 0, millisecond: 0 });
    const tope = ahora.minus({ minutes: 30 });
    const alMomento = () => {
      instante = (momento < tope ? momento : tope.minus({ minutes: PEDIDOS_DEMO.length - i })).toJSDate();
    };
    alMomento();
    const creado = await service.crear({ ProveedorID: idPorEmail.get(proveedor.email)!, detalles }, i % 3 === 0 ? administrador : supervisor);
    for (const [k, cambio] of pedido.cambios.entries()) {
      momento = momento.plus({ days: 1 + ((i + k) % 2) }).set({ hour: 10 + ((i + k) % 7), minute: (i * 13 + k * 7) % 60 });
      alMomento();
      await service.cambiarEstado(
        creado.PedidoProveedorID,
        { estado: cambio.estado, comentario: cambio.comentario },
        cambio.admin ? administrador : supervisor,
      );
    }
  }
}
