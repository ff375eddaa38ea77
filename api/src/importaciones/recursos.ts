import type { Knex } from 'knex';
import type { ZodType } from 'zod';
import { type ClienteInput, clienteCreateSchema } from '#dominio/clientes';
import { type ProductoInput, productoCreateSchema } from '#dominio/productos';
import { type ProveedorInput, ROLES_ALTA_PROVEEDOR, proveedorCreateSchema } from '#dominio/proveedores';
import type { RecursoImportable } from '#dominio/importaciones';
import type { Rol } from '#dominio/roles';
import { AppError, type MensajesDeUnicos } from '../errores.js';
import { insertInBatches } from '../db/queries.js';
import type { Sesion } from '../nucleo/sesion.js';
import { clienteMapper } from '../clientes/mapper.js';
import { prohibidoAlCrearCliente, UNICOS_CLIENTES } from '../clientes/service.js';
import { productoMapper } from '../productos/mapper.js';
import { comprobarProveedorElegible, prohibidoAlCrearProducto } from '../productos/service.js';
import { proveedorMapper } from '../proveedores/mapper.js';
import { UNICOS_PROVEEDORES } from '../proveedores/service.js';
import { registrarStockInicial } from '../stock/ledger.js';
import { comprobarCategoriaElegible } from '../categorias/service.js';
import { comprobarListaElegible } from '../listas/service.js';
import { registrarPrecios } from '../precios/historial.js';

// What an import of each resource reuses of its create (the schema, the role rules, the references it
// checks, the columns it writes), and the fields that may not repeat (docs/decisiones.md, 83).

/** A field whose value may not repeat, in the file or in the table: compared trimmed and lower-case. */
export interface Clave<I> {
  campo: keyof I & string;
  columna: string;
  /** 'ese email', as the error names it. */
  nombre: string;
}

/** A rule of the create that is about one row and the session: the field and why. */
type Prohibido<I> = (input: I, sesion: Sesion) => { campo: string; mensaje: string } | undefined;

export interface Importable<I> {
  tabla: string;
  id: string;
  esquema: ZodType<I>;
  /** Who may import: whoever may create one (as the resource's routes say). */
  roles?: readonly Rol[];
  prohibido?: Prohibido<I>;
  claves: Clave<I>[];
  /**
   * The records the rows refer to (a product's supplier), each checked once with the create's own check:
   * the rows that chose one it refuses get its message on `campo`.
   */
  referencias?: { campo: keyof I & string; comprobar: (trx: Knex, id: number) => Promise<void> }[];
  /** References a spreadsheet may give by name (a supplier's, compared as the keys are), turned into their ids first. */
  porNombre?: { campo: keyof I & string; tabla: string; id: string; columna: string }[];
  /** The resource's unique indexes and their 409s: a key written meanwhile by a single create (its check ran before). */
  unicos?: MensajesDeUnicos;
  /** Writes the rows (all valid), in batches; answers their ids, in order. */
  insertar(trx: Knex.Transaction, filas: I[], sesion: Sesion): Promise<number[]>;
}

const insertar =
  <I>(tabla: string, id: string, aFila: (input: I) => Record<string, unknown>) =>
  async (trx: Knex.Transaction, filas: I[]) =>
    (await insertInBatches(trx, tabla, filas.map(aFila), id)) as number[];

const clientes: Importable<ClienteInput> = {
  tabla: 'clientes',
  id: 'cliente_id',
  esquema: clienteCreateSchema,
  prohibido: prohibidoAlCrearCliente,
  claves: [
    { campo: 'Email', columna: 'email', nombre: 'ese email' },
    { campo: 'CUIT', columna: 'cuit', nombre: 'ese CUIT' },
  ],
  unicos: UNICOS_CLIENTES,
  referencias: [{ campo: 'ListaPrecioID', comprobar: (trx, id) => comprobarListaElegible(trx, id) }],
  porNombre: [{ campo: 'ListaPrecioID', tabla: 'listas_precio', id: 'lista_id', columna: 'nombre' }],
  insertar: insertar('clientes', 'cliente_id', (c) => clienteMapper.toRow(c)),
};

/** As a product's create: the opening stock enters through the ledger ('stock_inicial'). */
const productos: Importable<ProductoInput> = {
  tabla: 'productos',
  id: 'producto_id',
  esquema: productoCreateSchema,
  prohibido: prohibidoAlCrearProducto,
  claves: [{ campo: 'Nombre', columna: 'nombre', nombre: 'ese nombre' }],
  referencias: [
    { campo: 'ProveedorPreferidoID', comprobar: (trx, id) => comprobarProveedorElegible(trx, id) },
    { campo: 'CategoriaID', comprobar: (trx, id) => comprobarCategoriaElegible(trx, id) },
  ],
  porNombre: [
    { campo: 'ProveedorPreferidoID', tabla: 'proveedores', id: 'proveedor_id', columna: 'nombre' },
    { campo: 'CategoriaID', tabla: 'categorias_producto', id: 'categoria_id', columna: 'nombre' },
  ],
  async insertar(trx, filas, sesion) {
    const ids = await insertar('productos', 'producto_id', (p: ProductoInput) => ({
      ...productoMapper.toRow(p),
      costo_promedio: p.CostoInicial ?? null,
    }))(trx, filas);
    await registrarPrecios(
      trx,
      ids.map((productoId, i) => ({ productoId, anterior: null, nuevo: filas[i].Precio })),
      { origen: 'importacion', usuarioId: sesion.UsuarioID },
    );
    await registrarStockInicial(
      trx,
      ids.map((productoId, i) => ({ productoId, cantidad: filas[i].Stock, costoUnitario: filas[i].CostoInicial })),
      sesion.UsuarioID,
    );
    return ids;
  },
};

const proveedores: Importable<ProveedorInput> = {
  tabla: 'proveedores',
  id: 'proveedor_id',
  esquema: proveedorCreateSchema,
  roles: ROLES_ALTA_PROVEEDOR,
  claves: [
    { campo: 'Nombre', columna: 'nombre', nombre: 'ese nombre' },
    { campo: 'CUIT', columna: 'cuit', nombre: 'ese CUIT' },
  ],
  unicos: UNICOS_PROVEEDORES,
  insertar: insertar('proveedores', 'proveedor_id', (p) => proveedorMapper.toRow(p)),
};

// biome-ignore lint/suspicious/noExplicitAny: each resource's input type is its own
export const IMPORTACIONES: Record<RecursoImportable, Importable<any>> = { clientes, productos, proveedores };

/** The message of the create's check that refused a reference (its AppError's). */
export const mensajeDe = (err: unknown) => {
  if (err instanceof AppError) return err.message;
  throw err;
};
