import type { Knex } from 'knex';
import { DESCUENTO_MAXIMO_POR_DEFECTO } from '#dominio/listas';
import { DateTime } from 'luxon';
import { loadConfig } from '../api/src/config.js';
import type { Rol } from '#dominio/roles';
import type { Sesion } from '../api/src/nucleo/sesion.js';
import { pedidosService } from '../api/src/pedidos/service.js';
import type { EstadoPedido } from '#dominio/pedidos';

interface Paso {
  estado: EstadoPedido;
  comentario: string;
  /** Leaving a state other than Pendiente is for administrators. */
  admin?: boolean;
}

export const EN_PROCESO: Paso = { estado: 'En Proceso', comentario: 'Preparando la carga en depósito' };
export const COMPLETADO: Paso = { estado: 'Completado', comentario: 'Entregado al cliente, remito firmado', admin: true };

// The status changes after creation that lead an order to where it ends.
// biome-ignore format: one record per line, read as a table
const RECORRIDOS = {
  pendiente: [],
  enProceso: [EN_PROCESO],
  completado: [EN_PROCESO, COMPLETADO],
  cancelado: [{ estado: 'Cancelado', comentario: 'El cliente canceló el pedido por teléfono' }],
  devuelto: [
    { estado: 'En Proceso', comentario: 'Salió en el reparto de la mañana' },
    { estado: 'Cancelado', comentario: 'Sin nadie en el domicilio, la carga vuelve al depósito', admin: true },
  ],
  reactivado: [
    { estado: 'Cancelado', comentario: 'Cancelado por falta de pago' },
    { estado: 'Pendiente', comentario: 'El cliente pagó, se reactiva el pedido', admin: true },
    EN_PROCESO,
    COMPLETADO,
  ],
} satisfies Record<string, Paso[]>;

const PEDIDOS = 60;
const PEDIDOS_HOY = 6;
const DIAS = 89;
// Today's orders end in every Estado, so the dashboard and each tab have something of today.
// biome-ignore format: one record per line, read as a table
const RECORRIDOS_HOY: Paso[][] = [
  RECORRIDOS.pendiente,
  RECORRIDOS.enProceso,
  RECORRIDOS.pendiente,
  RECORRIDOS.completado,
  RECORRIDOS.cancelado,
  RECORRIDOS.pendiente,
];

/** Older orders are mostly delivered, recent ones still open; a few of every age are cancelled. */
function recorridoDe(i: number, diasAtras: number): Paso[] {
  if (diasAtras === 0) return RECORRIDOS_HOY[(i - (PEDIDOS - PEDIDOS_HOY)) % RECORRIDOS_HOY.length];
  if (i === 17) return RECORRIDOS.reactivado;
  if (i % 11 === 5) return RECORRIDOS.devuelto;
  if (i % 7 === 3) return RECORRIDOS.cancelado;
  if (diasAtras <= 3) return i % 2 === 0 ? RECORRIDOS.pendiente : RECORRIDOS.enProceso;
  if (diasAtras <= 10) return i % 3 === 0 ? RECORRIDOS.enProceso : RECORRIDOS.completado;
  return RECORRIDOS.completado;
}

/** The office's users (not the drivers), as sessions. */
export async function sesiones(knex: Knex): Promise<Sesion[]> {
  // The office places orders; the drivers (seeds/01_usuarios.ts) do not, so the 60 orders keep their authors.
  const usuarios = await knex('usuarios')
    .where({ active: true, chofer: false })
    .orderBy('usuario_id')
    .select('usuario_id', 'rol', 'nombre', 'apellido');
  return usuarios.map((u) => ({ UsuarioID: u.usuario_id, Rol: u.rol as Rol, Nombre: u.nombre, Apellido: u.apellido }));
}

/**
 * 60 sales orders over the last 90 days (six of them today, in the business time zone) with
 * their histories, only while there are none of those days yet. They go through the order service
 * itself with its clock set to each moment, so prices, totals, stock moves (ledger) and history
 * entries follow exactly the rules of the API. Orders use an active vehicle when there is one.
 */
export async function seed(knex: Knex): Promise<void> {
  const { zonaNegocio } = loadConfig();
  const ahora = DateTime.now().setZone(zonaNegocio);
  // The year before them is seeds/04_historia's.
  if (
    await knex('pedidos')
      .where(
        'fecha_pedido',
        '>=',
        ahora
          .startOf('day')
          .minus({ days: DIAS + 1 })
          .toJSDate(),
      )
      .first('pedido_id')
  )
    return;
  const usuarios = await sesiones(knex);
  const administrador = usuarios.find((u) => u.Rol === 'Administrador');
  const clientes: number[] = await knex('clientes').where({ active: true }).orderBy('cliente_id').pluck('cliente_id');
  // Only well-stocked products, so the demo's low-stock products stay low.
  const productos: number[] = await knex('productos')
    .where({ active: true })
    .andWhere('stock', '>=', 40)
    .orderBy('producto_id')
    .pluck('producto_id');
  if (!administrador || clientes.length === 0 || productos.length === 0) return;
  const vehiculos: number[] = await knex('vehiculos').where({ active: true }).orderBy('vehiculo_id').pluck('vehiculo_id');

  let instante = ahora.toJSDate();
  const service = pedidosService(knex, { now: () => instante, descuentosMaximos: DESCUENTO_MAXIMO_POR_DEFECTO });

  for (let i = 0; i < PEDIDOS; i++) {
    const deHoy = i >= PEDIDOS - PEDIDOS_HOY;
    // Denser towards today, as a growing business looks: a third of the past orders in the last 10 days.
    const diasAtras = deHoy ? 0 : Math.max(1, Math.round(DIAS * ((PEDIDOS - PEDIDOS_HOY - 1 - i) / (PEDIDOS - PEDIDOS_HOY - 1)) ** 2));
    // Past orders in business hours; today's spread between midnight and now.
    const inicioHoy = ahora.startOf('day');
    const creado = deHoy
      ? inicioHoy.plus({ milliseconds: (ahora.diff(inicioHoy).as('milliseconds') * (i - (PEDIDOS - PEDIDOS_HOY) + 1)) / (PEDIDOS_HOY + 2) })
      : inicioHoy
          .minus({ days: diasAtras })
          .set({ hour: 8 })
          .plus({ minutes: (i * 47) % 600 });
    const recorrido = recorridoDe(i, diasAtras);
    // Each change a day or so after the previous one, never later than now.
    const paso = Math.min(26 * 3_600_000, ahora.diff(creado).as('milliseconds') / (recorrido.length + 1));

    const autor = usuarios[i % usuarios.length];
    const lineas = 1 + (i % 3);
    const detalles = Array.from({ length: lineas }, (_, k) => ({
      ProductoID: productos[(i * 5 + k * 7) % productos.length],
      Cantidad: 1 + ((i * 3 + k) % 6),
    }));
    instante = creado.toJSDate();
    const pedido = await service.crear(
      {
        ClienteID: clientes[(i * 7) % clientes.length],
        VehiculoID: vehiculos.length > 0 && i % 3 !== 0 ? vehiculos[i % vehiculos.length] : null,
        detalles,
      },
      autor,
    );
    for (const [k, { estado, comentario, admin }] of recorrido.entries()) {
      instante = creado.plus({ milliseconds: paso * (k + 1) }).toJSDate();
      await service.cambiarEstado(pedido.PedidoID, { estado, comentario }, admin ? administrador : autor);
    }
  }
}
