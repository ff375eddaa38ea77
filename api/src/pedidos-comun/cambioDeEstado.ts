import type { Knex } from 'knex';
import type { EntidadAuditada } from '#dominio/auditoria';
import { auditar, cambiosEntre } from '../auditoria/registro.js';
import type { Config } from '../config.js';
import type { Sesion } from '../usuarios/sesion.js';
import { badRequest, conflict, notFound } from '../errores.js';
import { preparada } from '../db/preparadas.js';
import { moverStockVarios, type Movimiento, type MotivoMovimiento } from '../stock/ledger.js';

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
}

interface EntradaNueva<E extends string> {
  pedidoId: number;
  anterior: E | null;
  nuevo: E;
  comentario: string | null;
  usuarioId: number;
}

/** Status changes of one kind of order: the rules are the same for both kinds. */
export function cambiosDeEstado<E extends string>(db: Knex, tipo: TipoDePedido<E>, config: Pick<Config, 'now'>) {
  /** One history entry per status change, in the caller's transaction, timed by the app clock. */
  async function registrar(trx: Knex.Transaction, entrada: EntradaNueva<E>) {
    await preparada(
      trx(tipo.tablaHistorial).insert({
        [tipo.id]: entrada.pedidoId,
        estado_anterior: entrada.anterior,
        estado_nuevo: entrada.nuevo,
        comentarios: entrada.comentario,
        usuario_id: entrada.usuarioId,
        fecha_actualiza_estado: config.now(),
      }),
    );
  }

  /**
   * What every new order writes with it: its first history entry (null -> Pendiente) and its 'crear'
   * row in the trail. Answers the order as `leer` reads it; `valores` gives the trail its fields from
   * that reading, readable already (names, not ids), so the trail costs no lookup.
   */
  async function registrarCreacion<P>(
    trx: Knex.Transaction,
    pedidoId: number,
    sesion: Sesion,
    leer: (id: number, trx: Knex.Transaction) => Promise<P>,
    valores: (pedido: P) => Record<string, unknown>,
  ): Promise<P> {
    await registrar(trx, { pedidoId, anterior: null, nuevo: 'Pendiente' as E, comentario: 'Pedido creado', usuarioId: sesion.UsuarioID });
    const pedido = await leer(pedidoId, trx);
    await auditar(trx, sesion, {
      entidad: tipo.entidad,
      id: pedidoId,
      accion: 'crear',
      fecha: config.now(),
      cambios: cambiosEntre(undefined, { ...valores(pedido), Estado: 'Pendiente' }),
    });
    return pedido;
  }

  /**
   * Any status to any other. A non-administrator only while the order is Pendiente (409: the
   * change is what is not allowed, an administrator may make it). Entering estadoQueRepone adds
   * the lines to stock, leaving it takes them out again (409 if that stock is gone). Answers the
   * order as `leer` reads it in the same transaction.
   */
  async function cambiar<P>(
    id: number,
    { estado, comentario }: { estado: E; comentario: string | null },
    sesion: Sesion,
    leer: (id: number, trx: Knex.Transaction) => Promise<P>,
  ): Promise<P> {
    return db.transaction(async (trx) => {
      // The row lock serialises concurrent changes of one order, so its stock moves exactly once.
      const actual = await trx(tipo.tabla)
        .where({ [tipo.id]: id })
        .forUpdate()
        .first('estado');
      if (!actual) throw notFound(PEDIDO_NO_ENCONTRADO);
      const anterior = actual.estado as E;
      if (anterior === estado) throw badRequest(`El pedido ya está en estado ${estado}`);
      if (sesion.Rol !== 'Administrador' && anterior !== 'Pendiente') {
        throw conflict('Solo un administrador puede cambiar el estado de un pedido que no está Pendiente');
      }
      await trx(tipo.tabla)
        .where({ [tipo.id]: id })
        .update({ estado });
      await registrar(trx, { pedidoId: id, anterior, nuevo: estado, comentario, usuarioId: sesion.UsuarioID });
      // One row: the status and the comment, never also a 'modificar' (the stock moves are in the ledger).
      await auditar(trx, sesion, {
        entidad: tipo.entidad,
        id,
        accion: 'cambiar_estado',
        fecha: config.now(),
        resumen: comentario,
        cambios: [{ Campo: 'Estado', Antes: anterior, Despues: estado }],
      });
      const pedido = await leer(id, trx);
      // The stock last, as every stock change (moverStockVarios): after the counters the status
      // change's triggers lock, and the products stay locked only for that statement and the commit.
      if (estado === tipo.estadoQueRepone || anterior === tipo.estadoQueRepone) {
        const entra = estado === tipo.estadoQueRepone;
        const lineas: { producto_id: number; cantidad: number }[] = await trx(tipo.tablaLineas)
          .where({ [tipo.id]: id })
          .select('producto_id', 'cantidad');
        await moverStockVarios(
          trx,
          lineas.map((l) => ({
            productoId: l.producto_id,
            cantidad: entra ? l.cantidad : -l.cantidad,
            motivo: entra ? tipo.motivos.alEntrar : tipo.motivos.alSalir,
            usuarioId: sesion.UsuarioID,
            [tipo.referencia]: id,
          })),
        );
      }
      return pedido;
    });
  }

  return { registrarCreacion, cambiar };
}
