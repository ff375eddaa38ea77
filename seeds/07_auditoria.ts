import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { AccionAuditada, Cambio, EntidadAuditada, ParteAuditada } from '#dominio/auditoria';
import { formatKm } from '#dominio/vencimientos';
import { cambiosEntre } from '../api/src/auditoria/registro.js';
import { loadConfig } from '../api/src/config.js';
import { documentoMapper } from '../api/src/vehiculos/documento/mapper.js';
import { mantenimientoMapper } from '../api/src/vehiculos/mantenimiento/mapper.js';
import { VEHICULOS_DEMO, type VehiculoDemo } from './03_vehiculos.js';
import { REPOSICION } from './06_stock.js';

// The demo's audit trail over the past weeks, so every 'Actividad' tab tells something real: the
// orders' creations and status changes (from their histories, with the same dates and authors),
// two price changes, the replenishment settings, an address, phones, a deactivation of each kind,
// the newest truck's creation with its documents, the fleet's recent maintenances and readings, and
// a user's password and unblocking. Each "after" is the record's current value, so the trail ends
// where the data is. The rows are written directly with their dates; the services write theirs as
// changes happen.

export interface FilaAuditoria {
  fecha: Date;
  usuario_id: number | null;
  entidad: EntidadAuditada;
  entidad_id: number;
  accion: AccionAuditada;
  parte: ParteAuditada | null;
  parte_id: number | null;
  resumen: string | null;
  cambios: Cambio[];
}

type Evento = Omit<FilaAuditoria, 'parte' | 'parte_id' | 'resumen'> & Partial<Pick<FilaAuditoria, 'parte' | 'parte_id' | 'resumen'>>;

const fila = (evento: Evento): FilaAuditoria => ({ parte: null, parte_id: null, resumen: null, ...evento });
const cambio = (Campo: string, Antes: unknown, Despues: unknown): Cambio => ({ Campo, Antes, Despues });

/** The demo's way of naming moments: days back from today (business time zone) and the time of day. */
type Momento = (diasAtras: number, hora: number, minuto?: number) => Date;

interface Contexto {
  knex: Knex;
  momento: Momento;
  /** A demo user's id by user name. */
  usuario: (nombreUsuario: string) => number | null;
}

// Prices the administrator raised (products never sold at the old price: stock under 40 keeps them
// out of the demo's sales orders), days ago.
// biome-ignore format: one record per line, read as a table
export const PRECIOS_CAMBIADOS = [
  { producto: 'Alcohol de quemar 1 l', antes: 1500, diasAtras: 12, hora: 9, minuto: 31 },
  { producto: 'Parrilla plegable de hierro', antes: 21500, diasAtras: 26, hora: 10, minuto: 5 },
];
const PRODUCTO_INACTIVADO = 'Carbón vegetal bolsa 3 kg';
const CLIENTE_MUDADO = { email: 'carlos.benitez@gmail.com', antes: 'Av. Rivadavia 13870, Ramos Mejía, Buenos Aires' };
const CLIENTE_INACTIVADO = 'dcorrea@yahoo.com.ar';
const PROVEEDOR_NUEVO_TELEFONO = { email: 'ventas@papelerasanjusto.com.ar', antes: '+54 11 4651-2870' };
const PROVEEDOR_INACTIVADO = 'carbonesanatuya@gmail.com';
/** The newest truck: created within the history, with its documents. */
const VEHICULO_NUEVO = 'AH901OP';
const VEHICULO_INACTIVADO = 'AA987ZX';
const USUARIA_NUEVO_TELEFONO = { usuario: 'rquiroga', antes: '+54 9 11 2233-4455' };

async function productos({ knex, momento, usuario }: Contexto): Promise<FilaAuditoria[]> {
  const admin = usuario('admin');
  const filas: FilaAuditoria[] = [];
  const porNombre = (nombre: string) => knex('productos').whereRaw('lower(nombre) = lower(?)', [nombre]).first();

  for (const { producto, antes, diasAtras, hora, minuto } of PRECIOS_CAMBIADOS) {
    const p = await porNombre(producto);
    if (p && Number(p.precio) !== antes)
      filas.push(
        fila({
          fecha: momento(diasAtras, hora, minuto),
          usuario_id: admin,
          entidad: 'productos',
          entidad_id: p.producto_id,
          accion: 'modificar',
          cambios: [cambio('Precio', antes, Number(p.precio))],
        }),
      );
  }

  // seeds/06_stock's replenishment settings, as the supervisor set them after a stock-take.
  for (const [i, [nombre, { minimo, proveedor }]] of Object.entries(REPOSICION).entries()) {
    const p = await porNombre(nombre);
    const preferido =
      p?.proveedor_preferido_id && (await knex('proveedores').where({ proveedor_id: p.proveedor_preferido_id }).first('nombre', 'email'));
    if (!p || p.stock_minimo !== minimo || (preferido?.email ?? undefined) !== proveedor) continue;
    const cambios = [cambio('StockMinimo', 10, minimo), ...(preferido ? [cambio('ProveedorPreferidoID', null, preferido.nombre)] : [])];
    filas.push(
      fila({
        fecha: momento(9, 11, 2 * i),
        usuario_id: usuario('supervisor'),
        entidad: 'productos',
        entidad_id: p.producto_id,
        accion: 'modificar',
        cambios,
      }),
    );
  }

  const inactivo = await porNombre(PRODUCTO_INACTIVADO);
  if (inactivo && !inactivo.active)
    filas.push(
      fila({
        fecha: momento(34, 16, 40),
        usuario_id: admin,
        entidad: 'productos',
        entidad_id: inactivo.producto_id,
        accion: 'desactivar',
        cambios: [cambio('Active', true, false)],
      }),
    );
  return filas;
}

async function clientes({ knex, momento, usuario }: Contexto): Promise<FilaAuditoria[]> {
  const filas: FilaAuditoria[] = [];
  const porEmail = (email: string) => knex('clientes').whereRaw('lower(email) = lower(?)', [email]).first();
  const mudado = await porEmail(CLIENTE_MUDADO.email);
  if (mudado && mudado.direccion !== CLIENTE_MUDADO.antes)
    filas.push(
      fila({
        fecha: momento(16, 15, 20),
        usuario_id: usuario('empleado'),
        entidad: 'clientes',
        entidad_id: mudado.cliente_id,
        accion: 'modificar',
        cambios: [cambio('Direccion', CLIENTE_MUDADO.antes, mudado.direccion)],
      }),
    );
  const inactivo = await porEmail(CLIENTE_INACTIVADO);
  if (inactivo && !inactivo.active)
    filas.push(
      fila({
        fecha: momento(41, 10, 12),
        usuario_id: usuario('admin'),
        entidad: 'clientes',
        entidad_id: inactivo.cliente_id,
        accion: 'desactivar',
        cambios: [cambio('Active', true, false)],
      }),
    );
  return filas;
}

async function proveedores({ knex, momento, usuario }: Contexto): Promise<FilaAuditoria[]> {
  const filas: FilaAuditoria[] = [];
  const porEmail = (email: string) => knex('proveedores').whereRaw('lower(email) = lower(?)', [email]).first();
  const papelera = await porEmail(PROVEEDOR_NUEVO_TELEFONO.email);
  if (papelera && papelera.telefono !== PROVEEDOR_NUEVO_TELEFONO.antes)
    filas.push(
      fila({
        fecha: momento(22, 12, 47),
        usuario_id: usuario('supervisor'),
        entidad: 'proveedores',
        entidad_id: papelera.proveedor_id,
        accion: 'modificar',
        cambios: [cambio('Telefono', PROVEEDOR_NUEVO_TELEFONO.antes, papelera.telefono)],
      }),
    );
  // After its last orders (58 and 52 days ago) were closed.
  const inactivo = await porEmail(PROVEEDOR_INACTIVADO);
  if (inactivo && !inactivo.active)
    filas.push(
      fila({
        fecha: momento(44, 9, 50),
        usuario_id: usuario('admin'),
        entidad: 'proveedores',
        entidad_id: inactivo.proveedor_id,
        accion: 'desactivar',
        cambios: [cambio('Active', true, false)],
      }),
    );
  return filas;
}

/** How far back the fleet's parts are on their vehicle's trail: the maintenances and readings of these weeks. */
const SEMANAS_DE_FLOTA = 6;

/** A vehicle's creation, with the data it was registered with, and its papers a few minutes later. */
async function altaDeVehiculo({ knex, usuario }: Contexto, demo: VehiculoDemo, v: { vehiculo_id: number; fecha_creacion: Date }) {
  const vehiculo = { entidad: 'vehiculos', entidad_id: v.vehiculo_id } as const;
  const alta = demo.lecturas[0];
  const autor = usuario(alta.usuario ?? 'admin');
  const datos = {
    Patente: demo.patente,
    Marca: demo.marca,
    Modelo: demo.modelo,
    Anio: demo.anio,
    NumeroChasis: demo.chasis,
    NumeroMotor: demo.motor,
    KilometrajeActual: alta.km,
  };
  const filas = [fila({ ...vehiculo, fecha: v.fecha_creacion, usuario_id: autor, accion: 'crear', cambios: cambiosEntre(undefined, datos) })];
  const documentos = await knex('documentos_vehiculo').where({ vehiculo_id: v.vehiculo_id }).orderBy('documento_id');
  for (const [i, d] of documentos.entries()) {
    const fecha = DateTime.fromJSDate(v.fecha_creacion)
      .plus({ minutes: 3 + 2 * i })
      .toJSDate();
    const cambios = cambiosEntre(undefined, documentoMapper.toApi(d), ['DocumentoID', 'VehiculoID']);
    filas.push(
      fila({
        ...vehiculo,
        fecha,
        usuario_id: autor,
        accion: 'crear',
        parte: 'documentos',
        parte_id: d.documento_id,
        resumen: d.tipo_documento,
        cambios,
      }),
    );
  }
  return filas;
}

/** The maintenances and the readings typed in by hand in the last weeks (a fuel load's reading came with its load). */
async function trabajosRecientes({ knex, momento }: Contexto, demo: VehiculoDemo, vehiculoId: number) {
  const vehiculo = { entidad: 'vehiculos', entidad_id: vehiculoId } as const;
  const desde = momento(SEMANAS_DE_FLOTA * 7, 0);
  const filas: FilaAuditoria[] = [];
  for (const m of await knex('mantenimientos').where({ vehiculo_id: vehiculoId }).where('created_at', '>=', desde).orderBy('mantenimiento_id')) {
    const cambios = cambiosEntre(undefined, mantenimientoMapper.toApi(m), ['MantenimientoID', 'VehiculoID', 'UsuarioID']);
    filas.push(
      fila({
        ...vehiculo,
        fecha: m.created_at,
        usuario_id: m.usuario_id,
        accion: 'crear',
        parte: 'mantenimientos',
        parte_id: m.mantenimiento_id,
        resumen: m.tipo_mantenimiento,
        cambios,
      }),
    );
  }
  for (const lectura of demo.lecturas.slice(1)) {
    if (!lectura.usuario) continue;
    const r = await knex('registros_kilometraje')
      .where({ vehiculo_id: vehiculoId, kilometraje: lectura.km })
      .where('fecha_registro', '>=', desde)
      .orderBy('registro_id')
      .first();
    if (r)
      filas.push(
        fila({
          ...vehiculo,
          fecha: r.fecha_registro,
          usuario_id: r.usuario_id,
          accion: 'crear',
          parte: 'kilometraje',
          parte_id: r.registro_id,
          resumen: `${formatKm(lectura.km)} km`,
          cambios: [cambio('Kilometraje', null, lectura.km)],
        }),
      );
  }
  return filas;
}

async function vehiculos(contexto: Contexto): Promise<FilaAuditoria[]> {
  const filas: FilaAuditoria[] = [];
  for (const demo of VEHICULOS_DEMO) {
    const v = await contexto.knex('vehiculos').where({ patente: demo.patente }).first();
    if (!v) continue;
    if (demo.patente === VEHICULO_NUEVO) filas.push(...(await altaDeVehiculo(contexto, demo, v)));
    filas.push(...(await trabajosRecientes(contexto, demo, v.vehiculo_id)));
    // Out of service after its gearbox broke (its last maintenance, 90 days ago).
    if (demo.patente === VEHICULO_INACTIVADO && !v.active)
      filas.push(
        fila({
          fecha: contexto.momento(89, 9, 15),
          usuario_id: contexto.usuario('admin'),
          entidad: 'vehiculos',
          entidad_id: v.vehiculo_id,
          accion: 'desactivar',
          cambios: [cambio('Active', true, false)],
        }),
      );
  }
  return filas;
}

async function usuarios({ knex, momento, usuario }: Contexto): Promise<FilaAuditoria[]> {
  const filas: FilaAuditoria[] = [];
  const quiroga = await knex('usuarios').where({ nombre_usuario: USUARIA_NUEVO_TELEFONO.usuario }).first();
  if (quiroga) {
    const suya = { entidad: 'usuarios', entidad_id: quiroga.usuario_id, usuario_id: usuario('admin') } as const;
    if (quiroga.telefono !== USUARIA_NUEVO_TELEFONO.antes)
      filas.push(
        fila({
          ...suya,
          fecha: momento(30, 8, 45),
          accion: 'modificar',
          cambios: [cambio('Telefono', USUARIA_NUEVO_TELEFONO.antes, quiroga.telefono)],
        }),
      );
    // Three wrong passwords on a Monday morning.
    filas.push(fila({ ...suya, fecha: momento(8, 7, 58), accion: 'desbloquear', cambios: [] }));
  }
  // A password change records that it happened, never the password.
  const empleado = usuario('empleado');
  if (empleado)
    filas.push(
      fila({
        fecha: momento(15, 18, 5),
        usuario_id: empleado,
        entidad: 'usuarios',
        entidad_id: empleado,
        accion: 'cambiar_contrasena',
        cambios: [],
      }),
    );
  return filas;
}

/** Each kind of order, its history table and the counterpart and total its creation names. */
// biome-ignore format: one record per line, read as a table
const PEDIDOS = [
  { entidad: 'pedidos', tabla: 'pedidos', id: 'pedido_id', historial: 'historial_pedidos', parte: { campo: 'ClienteID', tabla: 'clientes', id: 'cliente_id', texto: "c.nombre || ' ' || c.apellido" }, total: { campo: 'PrecioTotal', columna: 'precio_total' } },
  { entidad: 'pedidos-proveedores', tabla: 'pedidos_proveedores', id: 'pedido_proveedor_id', historial: 'historial_pedidos_proveedores', parte: { campo: 'ProveedorID', tabla: 'proveedores', id: 'proveedor_id', texto: 'c.nombre' }, total: undefined },
] as const;

/**
 * Every order's creation and status changes, read from its history (same moments, same authors,
 * the comment as the reason); orders whose service already wrote their trail are left out.
 */
async function pedidos(knex: Knex): Promise<FilaAuditoria[]> {
  const filas: FilaAuditoria[] = [];
  for (const tipo of PEDIDOS) {
    const auditados = new Set<number>(await knex('auditoria').where({ entidad: tipo.entidad }).distinct('entidad_id').pluck('entidad_id'));
    const pedidosDelTipo = await knex(`${tipo.tabla} as p`)
      .join(`${tipo.parte.tabla} as c`, `c.${tipo.parte.id}`, `p.${tipo.parte.id}`)
      .select(`p.${tipo.id} as id`, knex.raw(`${tipo.parte.texto} as parte`), ...(tipo.total ? [`p.${tipo.total.columna} as total`] : []));
    const pedido = new Map(pedidosDelTipo.map((p) => [p.id as number, p]));
    const historial = await knex(tipo.historial).orderBy('historial_id');
    for (const h of historial) {
      const p = pedido.get(h[tipo.id]);
      if (!p || auditados.has(p.id)) continue;
      const comun = {
        fecha: h.fecha_actualiza_estado as Date,
        usuario_id: h.usuario_id as number,
        entidad: tipo.entidad,
        entidad_id: p.id as number,
      };
      const estado = cambio('Estado', h.estado_anterior, h.estado_nuevo);
      if (h.estado_anterior === null) {
        const total = tipo.total ? [cambio(tipo.total.campo, null, Number(p.total))] : [];
        filas.push(fila({ ...comun, accion: 'crear', cambios: [cambio(tipo.parte.campo, null, p.parte), estado, ...total] }));
      } else {
        filas.push(fila({ ...comun, accion: 'cambiar_estado', resumen: h.comentarios, cambios: [estado] }));
      }
    }
  }
  return filas;
}

/** jsonb as the driver hands it back (parsed, or text on some engines), ready to insert again. */
const comoJson = (cambios: unknown) => (typeof cambios === 'string' ? cambios : JSON.stringify(cambios));

/**
 * Writes the history once, while no demo user has a trail yet (the services write none for the
 * seeded users). The rows earlier seeds wrote while loading (dated now) are written again after
 * it, so the trail's ids keep following the time, as GET /auditoria's default order expects.
 */
export async function seed(knex: Knex): Promise<void> {
  if (await knex('auditoria').where({ entidad: 'usuarios' }).first('auditoria_id')) return;
  const zona = loadConfig().zonaNegocio;
  const hoy = DateTime.now().setZone(zona).startOf('day');
  const momento: Momento = (diasAtras, hora, minuto = 0) => hoy.minus({ days: diasAtras }).set({ hour: hora, minute: minuto }).toJSDate();
  const demo = await knex('usuarios').select('usuario_id', 'nombre_usuario');
  const usuario = (nombreUsuario: string) => demo.find((u) => u.nombre_usuario === nombreUsuario)?.usuario_id ?? null;
  const contexto = { knex, momento, usuario };

  const historia = [
    ...(await pedidos(knex)),
    ...(await productos(contexto)),
    ...(await clientes(contexto)),
    ...(await proveedores(contexto)),
    ...(await vehiculos(contexto)),
    ...(await usuarios(contexto)),
  ];
  await knex.transaction(async (trx) => {
    const delCargado = await trx('auditoria').orderBy('auditoria_id');
    await trx('auditoria').del();
    const todas = [...historia, ...delCargado.map(({ auditoria_id: _id, ...resto }) => resto)].sort(
      (a, b) => +new Date(a.fecha) - +new Date(b.fecha),
    );
    for (let i = 0; i < todas.length; i += 500)
      await trx('auditoria').insert(todas.slice(i, i + 500).map((f) => ({ ...f, cambios: comoJson(f.cambios) })));
  });
}
