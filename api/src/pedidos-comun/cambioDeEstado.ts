import type { Knex } from 'knex';
import type { EntidadAuditada } from '#dominio/auditoria';
import { auditar, cambiosEntre, filaDeAuditoria } from '../auditoria/registro.js';
import type { Config } from '../config.js';
import type { Sesion } from '../nucleo/sesion.js';
import { badRequest, conflict, notFound } from '../errores.js';
import { preparada, type Sentencia, transaccionDeUnEnvio } from '../db/rapido/preparadas.js';
import { moverStockVarios, movimientosDeUnPedido, type Movimiento, type MotivoMovimiento } from '../stock/ledger.js';
import { anularEntrega, registrarEntrega } from '../cuentas/ledger.js';
import { comprobarVersion, edicion, versionSiguiente } from '../versiones.js';

export const PEDIDO_NO_ENCONTRADO = 'Pedido no encontrado';

/** What differs between a sales order and a supplier order for the code both share: tables and stock rules. */
export interface TipoDePedido<E extends string> {
  /** Its name in the audit trail. */
  entidad: Extract<EntidadAuditada, 'pedidos' | 'pedidos-proveedores'>;
  tabla: string;
  /** The order's id column; its lines and its history entries name it the same. */
  id: string;
  tablaLineas: string;
  idLinea: string;
  tablaHistorial: string;
  /** Entering this status adds the lines' quantities to stock, leaving it takes them out again. */
  estadoQueRepone: E;
  motivos: { alEntrar: MotivoMovimiento; alSalir: MotivoMovimiento };
  /** The ledger field that points at the order. */
  referencia: keyof Pick<Movimiento, 'pedidoId' | 'pedidoProveedorId'>;
  /** Entering this status is a delivery the client owes (its account's debit), leaving it undoes it. Sales orders only. */
  estadoQueDebita?: E;
  /**
   * What of the order's goods came back to stock by other ways (a credit note's return), by product: entering
   * estadoQueRepone gives back only the rest. Sales orders only.
   */
  devueltoAparte?: (trx: Knex.Transaction, id: number) => Promise<Map<number, number>>;
  /** A line's columns besides product, unit price and quantity, with their SQL types (a sale's: what priced it). */
  columnasDeLinea?: Record<string, string>;
  /**
   * What a line's units cost when they come into stock (issue 48): a supplier's price, or for a sale the cost they
   * left with. A sale's lines also record that cost (`costo_unitario`) whenever their units leave stock.
   */
  costoAlEntrar: 'precio_unitario' | 'costo_unitario';
}

/** Every line has these; a kind of order may add its own (columnasDeLinea). */
const COLUMNAS_DE_LINEA: Record<string, string> = { producto_id: 'int', precio_unitario: 'numeric', cantidad: 'int' };

interface EntradaNueva<E extends string> {
  pedidoId: number;
  anterior: E | null;
  nuevo: E;
  comentario: string | null;
  usuarioId: number;
}

/**
 * A rule of one kind of order that a status change from its screen must pass, checked in the change's transaction
 * with the order locked, after the role's: it throws to refuse, or answers a note for the trail's row (a credit limit
 * passed with confirmation).
 */
export type ReglaDeCambio<E extends string> = (
  trx: Knex.Transaction,
  cambio: { id: number; anterior: E; nuevo: E },
) => Promise<string | undefined>;

/** Status changes of one kind of order: the rules are the same for both kinds. */
export function cambiosDeEstado<E extends string>(db: Knex, tipo: TipoDePedido<E>, config: Pick<Config, 'now'>) {
  /** A history entry's columns besides the order's id, timed by the app clock. */
  const filaDeHistorial = (entrada: Omit<EntradaNueva<E>, 'pedidoId'>, fecha: Date) => ({
    estado_anterior: entrada.anterior,
    estado_nuevo: entrada.nuevo,
    comentarios: entrada.comentario,
    usuario_id: entrada.usuarioId,
    fecha_actualiza_estado: fecha,
  });

  /** One history entry per status change, in the caller's transaction. */
  async function registrar(trx: Knex.Transaction, entrada: EntradaNueva<E>) {
    await preparada(trx(tipo.tablaHistorial).insert({ [tipo.id]: entrada.pedidoId, ...filaDeHistorial(entrada, config.now()) }));
  }

  /**
   * A new order as one transaction of two statements sent together (transaccionDeUnEnvio): the first
   * writes its row (`fila`), its lines, its first history entry (null -> Pendiente) and its 'crear' row
   * in the trail, and its triggers update the order counters; the second takes the stock
   * (`movimientos`, a sale's) and the commit follows it at once. So the products, the rows every sale
   * waits for, are locked only for the stock statement and the commit, after the counters as in a
   * status change. `valores` are the trail's fields, readable already (names, not ids). Short stock
   * aborts it all and is the 409. Under an Idempotency-Key the statements run in its transaction (`trx`),
   * one after the other (docs/decisiones.md, 85). Answers the new order's id.
   */
  async function crear(
    sesion: Sesion,
    pedido: {
      fila: Record<string, Knex.Value>;
      lineas: ({ producto_id: number; precio_unitario: number; cantidad: number } & Record<string, Knex.Value>)[];
      valores: Record<string, unknown>;
      movimientos?: Omit<Movimiento, 'pedidoId' | 'pedidoProveedorId'>[];
      /** Said on the trail's 'crear' row (an order placed above the client's credit limit). */
      resumen?: string;
    },
    trx?: Knex.Transaction,
  ): Promise<number> {
    const fecha = config.now();
    // A row that names the new order (in its column `columnaId`).
    const deEstePedido = (tabla: string, fila: Record<string, Knex.Value>, columnaId = tipo.id) => ({
      sql: `INSERT INTO ${tabla} (${Object.keys(fila).join(', ')}, ${columnaId}) SELECT ${Object.keys(fila)
        .map(() => '?')
        .join(', ')}, pedido.${tipo.id} FROM pedido`,
      bindings: Object.values(fila),
    });
    const historial = deEstePedido(
      tipo.tablaHistorial,
      filaDeHistorial({ anterior: null, nuevo: 'Pendiente' as E, comentario: 'Pedido creado', usuarioId: sesion.UsuarioID }, fecha),
    );
    const { entidad_id: _, ...auditoria } = filaDeAuditoria(
      sesion,
      { entidad: tipo.entidad, id: 0, accion: 'crear', fecha, resumen: pedido.resumen },
      cambiosEntre(undefined, { ...pedido.valores, Estado: 'Pendiente' }),
    );
    const trail = deEstePedido('auditoria', auditoria, 'entidad_id');
    const columnas = Object.keys(pedido.fila);
    // Each value typed: a column whose values are all null would otherwise be text.
    const deLinea = Object.entries({ ...COLUMNAS_DE_LINEA, ...tipo.columnasDeLinea });
    const nombres = deLinea.map(([columna]) => columna).join(', ');
    const valoresDeLinea = `(?::int, ${deLinea.map(([, tipoSql]) => `?::${tipoSql}`).join(', ')})`;
    // The lines keep the order given (their ids follow it, and so does every reading of them).
    const escritura: Sentencia = {
      sql: `WITH pedido AS (
          INSERT INTO ${tipo.tabla} (${columnas.join(', ')}) VALUES (${columnas.map(() => '?').join(', ')}) RETURNING ${tipo.id}
        ),
        lineas AS (
          INSERT INTO ${tipo.tablaLineas} (${tipo.id}, ${nombres})
          SELECT pedido.${tipo.id}, ${deLinea.map(([columna]) => `x.${columna}`).join(', ')}
          FROM pedido, (VALUES ${pedido.lineas.map(() => valoresDeLinea).join(', ')}) AS x (orden, ${nombres})
          ORDER BY x.orden
        ),
        historial AS (${historial.sql}),
        auditoria AS (${trail.sql})
        SELECT ${tipo.id} AS id FROM pedido`,
      bindings: [
        ...Object.values(pedido.fila),
        ...pedido.lineas.flatMap((l, orden) => [orden, ...deLinea.map(([columna]) => l[columna] ?? null)]),
        ...historial.bindings,
        ...trail.bindings,
      ],
    };
    const stock =
      pedido.movimientos &&
      movimientosDeUnPedido(pedido.movimientos, {
        tabla: tipo.tabla,
        columna: tipo.id,
        referencia: tipo.referencia,
        lineasConCosto: tipo.costoAlEntrar === 'costo_unitario' ? tipo.tablaLineas : undefined,
      });
    // Again only while stock that was short is there by then (a reception in between), and not forever.
    for (let intento = 1; ; intento++) {
      try {
        const [[{ id }]] = await transaccionDeUnEnvio(trx ?? db, stock ? [escritura, stock] : [escritura]);
        return id as number;
      } catch (err) {
        if (!(await stock?.siFalto(trx ?? db, err)) || intento === 3) throw err;
      }
    }
  }

  /**
   * Any status to any other. A non-administrator only while the order is Pendiente (409: the
   * change is what is not allowed, an administrator may make it). Entering estadoQueRepone adds
   * the lines to stock, leaving it takes them out again (409 if that stock is gone). Answers the
   * order as `leer` reads it in the same transaction. A `version` other than the order's is a 409
   * with the order as `leer` reads it then. `regla`, when given, is the kind's own (ReglaDeCambio).
   */
  async function cambiar<P>(
    id: number,
    cambio: { estado: E; comentario: string | null },
    sesion: Sesion,
    version: number | undefined,
    leer: (id: number, trx?: Knex) => Promise<P>,
    regla?: ReglaDeCambio<E>,
  ): Promise<P> {
    return edicion(db, leer, id, (trx) => cambiarEn(trx, id, cambio, sesion, { version, regla }, leer));
  }

  /**
   * `cambiar` in the caller's transaction, which a route sheet's stop uses to move its order as part of a
   * delivery (`porEntrega`): then the role rule does not apply, the driver's role being whatever it is
   * (docs/funcional.md, Hojas de ruta). Everything else (history, trail, account, stock) is the same.
   */
  async function cambiarEn<P>(
    trx: Knex.Transaction,
    id: number,
    { estado, comentario }: { estado: E; comentario: string | null },
    sesion: Sesion,
    { version, porEntrega = false, regla }: { version?: number; porEntrega?: boolean; regla?: ReglaDeCambio<E> },
    leer: (id: number, trx?: Knex) => Promise<P>,
  ): Promise<P> {
    // The row lock serialises concurrent changes of one order, so its stock moves exactly once.
    const actual = await trx(tipo.tabla)
      .where({ [tipo.id]: id })
      .forUpdate()
      .first('estado', 'version');
    if (!actual) throw notFound(PEDIDO_NO_ENCONTRADO);
    comprobarVersion(actual.version, version);
    const anterior = actual.estado as E;
    if (anterior === estado) throw badRequest(`El pedido ya está en estado ${estado}`);
    if (!porEntrega && sesion.Rol !== 'Administrador' && anterior !== 'Pendiente') {
      throw conflict('Solo un administrador puede cambiar el estado de un pedido que no está Pendiente');
    }
    const nota = await regla?.(trx, { id, anterior, nuevo: estado });
    await trx(tipo.tabla)
      .where({ [tipo.id]: id })
      .update({ estado, version: versionSiguiente(trx) });
    await registrar(trx, { pedidoId: id, anterior, nuevo: estado, comentario, usuarioId: sesion.UsuarioID });
    // One row: the status and the comment, never also a 'modificar' (the stock moves are in the ledger).
    await auditar(trx, sesion, {
      entidad: tipo.entidad,
      id,
      accion: 'cambiar_estado',
      fecha: config.now(),
      resumen: [comentario, nota].filter(Boolean).join(' · ') || null,
      cambios: [{ Campo: 'Estado', Antes: anterior, Despues: estado }],
    });
    // The client's account before the answer (its Cliente carries the balance) and before the products: the
    // client's row is what every account write locks first (cuentas/ledger.ts), and the products stay last,
    // held only for their statement and the commit.
    if (tipo.estadoQueDebita !== undefined && (estado === tipo.estadoQueDebita || anterior === tipo.estadoQueDebita)) {
      if (estado === tipo.estadoQueDebita) {
        const pedido = await trx(tipo.tabla)
          .where({ [tipo.id]: id })
          .first('cliente_id', 'precio_total');
        await registrarEntrega(trx, {
          pedidoId: id,
          clienteId: pedido.cliente_id,
          importe: pedido.precio_total,
          fecha: config.now(),
          usuarioId: sesion.UsuarioID,
        });
      } else {
        await anularEntrega(trx, id, sesion.UsuarioID, comentario);
      }
    }
    // The order as it is answered: the stock moves do not change it, so it is read before them.
    const respuesta = await leer(id, trx);
    // The stock last: products after the counters that the status change's triggers lock, as in a new
    // order (crear), so the two never wait crosswise; then only the commit holds them.
    if (estado === tipo.estadoQueRepone || anterior === tipo.estadoQueRepone) {
      const entra = estado === tipo.estadoQueRepone;
      const lineas: { producto_id: number; cantidad: number; costo: number | null }[] = await trx(tipo.tablaLineas)
        .where({ [tipo.id]: id })
        .select('producto_id', 'cantidad', { costo: tipo.costoAlEntrar });
      const costos = new Map(lineas.map((l) => [l.producto_id, l.costo == null ? null : Number(l.costo)]));
      const yaDevuelto = entra && tipo.devueltoAparte ? await tipo.devueltoAparte(trx, id) : new Map<number, number>();
      // What comes in, at what its line says it cost; what leaves, at the average.
      const movimiento = (productoId: number, cantidad: number): Movimiento => ({
        productoId,
        cantidad,
        motivo: entra ? tipo.motivos.alEntrar : tipo.motivos.alSalir,
        usuarioId: sesion.UsuarioID,
        [tipo.referencia]: id,
        ...(entra && { costoUnitario: costos.get(productoId) }),
      });
      // What came back already is subtracted from its product's move (moverStockVarios adds the moves of a product).
      await moverStockVarios(trx, [
        ...lineas.map((l) => movimiento(l.producto_id, entra ? l.cantidad : -l.cantidad)),
        ...[...yaDevuelto].map(([productoId, cantidad]) => movimiento(productoId, -cantidad)),
      ]);
      // A sale's units leaving again (reactivated) leave at today's average: their lines say so.
      if (!entra && tipo.costoAlEntrar === 'costo_unitario')
        await trx(`${tipo.tablaLineas} as d`)
          .where({ [`d.${tipo.id}`]: id })
          .update({ costo_unitario: trx.raw('(SELECT costo_promedio FROM productos p WHERE p.producto_id = d.producto_id)') });
    }
    return respuesta;
  }

  return { crear, cambiar, cambiarEn };
}
