import type { Knex } from 'knex';
import type { AccionAuditada, Cambio, EntidadAuditada, ParteAuditada } from '#dominio/auditoria';
import { preparada } from '../db/rapido/preparadas.js';

/** Who made a change: the session's user, or null for the system (and self-registration has its new user). */
export type Autor = { UsuarioID: number } | null;

type Valores = Record<string, unknown>;

export interface Evento {
  entidad: EntidadAuditada;
  id: number;
  accion: AccionAuditada;
  /** A vehicle's part that changed (its document, maintenance, reading or fuel load), and its id. */
  parte?: { tipo: ParteAuditada; id: number };
  /** Names the part ('VTV') or says why ('Merma: humedad'). */
  resumen?: string | null;
  /** The record (or part) as the API answered it before and after; absent before a creation. */
  antes?: Valores;
  despues?: Valores;
  /** When, if the service keeps its own clock (the orders' history is dated by it); else the database's now. */
  fecha?: Date;
  /** Changes given as they are (a reference already as its name), besides (or instead of) those found between antes and despues. */
  cambios?: Cambio[];
}

// Never in the trail: bookkeeping stamps and versions, and anything that holds or derives from a password.
const NUNCA = new Set([
  'createdAt',
  'updatedAt',
  'FechaCreacion',
  'FechaActualizacion',
  'Version',
  'Contrasena',
  'ContrasenaActual',
  'password_hash',
]);

// A record's own id (and a part's vehicle) is the row's entidad_id, and a part's user its author: not changes.
// Nor is a client's Saldo: its account's ledger keeps it, move by move; nor a user's SegundoFactor: turning it on or
// off has an action of its own.
const PROPIO_ID: Record<EntidadAuditada | ParteAuditada, string[]> = {
  clientes: ['ClienteID', 'Saldo'],
  cobros: ['CobroID'],
  comprobantes: ['ComprobanteID'],
  categorias: ['CategoriaID'],
  'aumentos-precio': ['AumentoID'],
  'listas-precio': ['ListaID'],
  'hojas-de-ruta': ['HojaID'],
  productos: ['ProductoID'],
  proveedores: ['ProveedorID'],
  vehiculos: ['VehiculoID'],
  pedidos: ['PedidoID'],
  'pedidos-proveedores': ['PedidoProveedorID'],
  usuarios: ['UsuarioID', 'SegundoFactor'],
  documentos: ['DocumentoID', 'VehiculoID', 'UsuarioID', 'Usuario'],
  mantenimientos: ['MantenimientoID', 'VehiculoID', 'UsuarioID', 'Usuario'],
  kilometraje: ['RegistroID', 'VehiculoID', 'UsuarioID', 'Usuario'],
  combustible: ['CargaID', 'VehiculoID', 'UsuarioID', 'Usuario'],
  paradas: ['ParadaID', 'HojaID'],
};

/** References to other records, written as what staff know them by (the name, the plate). */
const REFERENCIAS: Record<string, { tabla: string; id: string; texto: string }> = {
  ClienteID: { tabla: 'clientes', id: 'cliente_id', texto: "nombre || ' ' || apellido" },
  ProveedorID: { tabla: 'proveedores', id: 'proveedor_id', texto: 'nombre' },
  ProveedorPreferidoID: { tabla: 'proveedores', id: 'proveedor_id', texto: 'nombre' },
  ProductoID: { tabla: 'productos', id: 'producto_id', texto: 'nombre' },
  CategoriaID: { tabla: 'categorias_producto', id: 'categoria_id', texto: 'nombre' },
  ListaPrecioID: { tabla: 'listas_precio', id: 'lista_id', texto: 'nombre' },
  VehiculoID: { tabla: 'vehiculos', id: 'vehiculo_id', texto: 'patente' },
  UsuarioID: { tabla: 'usuarios', id: 'usuario_id', texto: "nombre || ' ' || apellido" },
  ChoferID: { tabla: 'usuarios', id: 'usuario_id', texto: "nombre || ' ' || apellido" },
};

/** The length of the column resumen: a longer comment is kept whole where it belongs (an order's history, the ledger). */
const LARGO_RESUMEN = 300;
const recortar = (texto: string) => (texto.length > LARGO_RESUMEN ? `${texto.slice(0, LARGO_RESUMEN - 1)}…` : texto);

/** A value as it compares and as it is stored: instants as ISO text, the rest as JSON has it. */
const normal = (valor: unknown): unknown => (valor instanceof Date ? valor.toISOString() : valor === undefined ? null : valor);
const igual = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** The fields whose value differs (all the set ones for a creation), skipping ids and stamps. */
export function cambiosEntre(antes: Valores | undefined, despues: Valores | undefined, ignorar: readonly string[] = []): Cambio[] {
  const campos = new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})]);
  const cambios: Cambio[] = [];
  for (const campo of campos) {
    if (NUNCA.has(campo) || ignorar.includes(campo)) continue;
    const [a, d] = [normal(antes?.[campo]), normal(despues?.[campo])];
    if (antes === undefined && (d === null || d === '')) continue;
    if (!igual(a, d)) cambios.push({ Campo: campo, Antes: a, Despues: d });
  }
  return cambios;
}

async function conNombres(trx: Knex, cambios: Cambio[]): Promise<Cambio[]> {
  return Promise.all(
    cambios.map(async (cambio) => {
      const ref = REFERENCIAS[cambio.Campo];
      if (!ref) return cambio;
      const nombre = async (id: unknown) => {
        if (id == null) return null;
        const fila = await trx(ref.tabla)
          .where(ref.id, id)
          .first(trx.raw(`${ref.texto} as texto`));
        return fila?.texto ?? `#${id}`;
      };
      return { ...cambio, Antes: await nombre(cambio.Antes), Despues: await nombre(cambio.Despues) };
    }),
  );
}

/**
 * Writes one row of the trail inside the change's transaction `trx`, so the change and its record
 * commit or roll back together. A modification that changed nothing writes nothing; every other
 * action is written even with no field changes (a deactivation, a password change).
 */
export async function auditar(trx: Knex, autor: Autor, evento: Evento): Promise<void> {
  const ignorar = PROPIO_ID[evento.parte?.tipo ?? evento.entidad];
  // Given changes are stored as they are: their values are already readable (a name, not an id).
  const cambios = [...(await conNombres(trx, cambiosEntre(evento.antes, evento.despues, ignorar))), ...(evento.cambios ?? [])];
  if (evento.accion === 'modificar' && cambios.length === 0) return;
  await preparada(trx('auditoria').insert(filaDeAuditoria(autor, evento, cambios)));
}

/** The trail's row of an event whose changes are known: given as they are, readable already. */
export function filaDeAuditoria(autor: Autor, evento: Omit<Evento, 'cambios'>, cambios: Cambio[]) {
  return {
    ...(evento.fecha && { fecha: evento.fecha }),
    usuario_id: autor?.UsuarioID ?? null,
    entidad: evento.entidad,
    entidad_id: evento.id,
    accion: evento.accion,
    parte: evento.parte?.tipo ?? null,
    parte_id: evento.parte?.id ?? null,
    resumen: evento.resumen ? recortar(evento.resumen) : null,
    cambios: JSON.stringify(cambios),
  };
}

/** 'activar' or 'desactivar' when a change turned Active over, else the action given. */
function accionSegunActivo(antes: Valores, despues: Valores, accion: AccionAuditada = 'modificar'): AccionAuditada {
  if (antes.Active === despues.Active) return accion;
  return despues.Active ? 'activar' : 'desactivar';
}

/**
 * An update of a whole record: written as 'activar'/'desactivar' when Active turned over, else as
 * 'modificar' (nothing when nothing changed); answers the record after it, which the service returns.
 */
export async function auditarModificacion<T extends Valores>(
  trx: Knex,
  autor: Autor,
  evento: Omit<Evento, 'accion' | 'antes' | 'despues'> & { antes: Valores; despues: T },
): Promise<T> {
  await auditar(trx, autor, { ...evento, accion: accionSegunActivo(evento.antes, evento.despues) });
  return evento.despues;
}
