import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import {
  type Cuenta,
  type MovimientoCuenta,
  type MovimientoCuentaFilter,
  type ResumenCuentaQuery,
  TIPOS_MOVIMIENTO_CUENTA,
} from '#dominio/cuentas';
import { aCentavos } from '#dominio/dinero';
import { diaNegocio, diasHasta } from '#dominio/fechas';
import { ESTADOS_ABIERTOS } from '#dominio/pedidos';
import type { Config } from '../config.js';
import { fetchPage, whereDays } from '../db/queries.js';
import { notFound } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { comprobantesDeMovimientos } from './comprobantes.js';
import { CLIENTE_NO_ENCONTRADO, entregasAbiertas } from './ledger.js';
import { movimientoCuentaMapper } from './mapper.js';
import { correoDelResumen, documentoDelResumen, type Resumen, resumenDeCuenta } from './resumen.js';
import { enviarDocumento } from '../correos/documentos.js';
import { type Emision, imprimirPapel } from '../impresion/papel.js';
import type { Sesion } from '../nucleo/sesion.js';

/** Newest first, 25 a page: an account grows with every delivery and payment, so it is always paged. */
export const ORDEN_MOVIMIENTOS_CUENTA = { sort: 'Fecha', order: 'desc', limit: 25 } as const;

export function cuentasService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio' | 'empresa' | 'correo'>) {
  /** GET /clientes/:id/cuenta: balance, limit, open orders, what is available and overdue, and the open deliveries. */
  async function cuenta(clienteId: number): Promise<Cuenta> {
    const cliente = await db('clientes').where({ cliente_id: clienteId }).first('saldo', 'limite_credito', 'dias_credito');
    if (!cliente) throw notFound(CLIENTE_NO_ENCONTRADO);
    const [{ abiertos }] = await db('pedidos')
      .where({ cliente_id: clienteId })
      .whereIn('estado', ESTADOS_ABIERTOS)
      .select(db.raw('coalesce(sum(precio_total), 0) AS abiertos'));
    const hoy = diaNegocio(config.now(), config.zonaNegocio);
    const entregas = (await entregasAbiertas(db, clienteId)).map((e) => {
      const pendiente = aCentavos(e.importe) - aCentavos(e.cobrado);
      return {
        PedidoID: e.pedido_id,
        ComprobanteID: e.comprobante_id,
        Fecha: e.fecha,
        Importe: Number(e.importe),
        Cobrado: Number(e.cobrado),
        Pendiente: pendiente / 100,
        Dias: -diasHasta(diaNegocio(e.fecha, config.zonaNegocio), hoy),
      };
    });
    const vencido = entregas.filter((e) => e.Dias > cliente.dias_credito).reduce((suma, e) => suma + aCentavos(e.Pendiente), 0);
    const limite = cliente.limite_credito == null ? null : Number(cliente.limite_credito);
    return {
      ClienteID: clienteId,
      Saldo: Number(cliente.saldo),
      LimiteCredito: limite,
      DiasCredito: cliente.dias_credito,
      PedidosAbiertos: Number(abiertos),
      Disponible: limite === null ? null : (aCentavos(limite) - aCentavos(cliente.saldo) - aCentavos(abiertos)) / 100,
      Vencido: vencido / 100,
      EntregasAbiertas: entregas,
    };
  }

  /** A client's moves, newest first by default, each with the balance it left and its user (or null). */
  async function movimientos(clienteId: number, filter: MovimientoCuentaFilter, listQuery: ListQuery) {
    if (!(await db('clientes').where({ cliente_id: clienteId }).first('cliente_id'))) throw notFound(CLIENTE_NO_ENCONTRADO);
    const query = db('movimientos_cuenta as m')
      .leftJoin('usuarios as u', 'u.usuario_id', 'm.usuario_id')
      .where('m.cliente_id', clienteId)
      .select('m.*', 'u.nombre as usuario_nombre', 'u.apellido as usuario_apellido');
    if (filter.tipo) query.where('m.tipo', filter.tipo);
    whereDays(query, 'm.fecha', config.zonaNegocio, { desde: filter.fechaDesde, hasta: filter.fechaHasta });
    const { rows, total } = await fetchPage(query, listQuery, 'm.movimiento_id');
    const movimientos = rows.map((row) => movimientoCuentaMapper.toApi(row));
    const comprobantes = await comprobantesDeMovimientos(db, movimientos);
    const data: MovimientoCuenta[] = movimientos.map((movimiento, i) => ({
      ...movimiento,
      TipoTexto: TIPOS_MOVIMIENTO_CUENTA[movimiento.Tipo],
      Comprobante: comprobantes[i],
      Usuario:
        rows[i].usuario_nombre == null ? null : { Nombre: rows[i].usuario_nombre as string, Apellido: rows[i].usuario_apellido as string },
    }));
    return { data, total };
  }

  /**
   * A statement's figures: the balance the last move before `desde` left (0 if none), the moves of the
   * days desde..hasta (business zone, both inclusive; this month so far by default) in the order the
   * ledger wrote them, and the balance at the end.
   */
  async function resumen(clienteId: number, query: ResumenCuentaQuery): Promise<Resumen> {
    const cliente = await db('clientes').where({ cliente_id: clienteId }).first();
    if (!cliente) throw notFound(CLIENTE_NO_ENCONTRADO);
    const hoy = diaNegocio(config.now(), config.zonaNegocio);
    const hasta = query.hasta ?? hoy;
    const desde = query.desde ?? `${hasta.slice(0, 8)}01`;
    const inicio = DateTime.fromISO(desde, { zone: config.zonaNegocio }).startOf('day').toJSDate();
    const anterior = await db('movimientos_cuenta')
      .where({ cliente_id: clienteId })
      .where('fecha', '<', inicio)
      .orderBy([
        { column: 'fecha', order: 'desc' },
        { column: 'movimiento_id', order: 'desc' },
      ])
      .first('saldo');
    const filas: Record<string, unknown>[] = await whereDays(
      db('movimientos_cuenta').where({ cliente_id: clienteId }),
      'fecha',
      config.zonaNegocio,
      {
        desde,
        hasta,
      },
    ).orderBy('movimiento_id');
    const movimientos = filas.map((f) => {
      const m = movimientoCuentaMapper.toApi(f);
      return { ...m, TipoTexto: TIPOS_MOVIMIENTO_CUENTA[m.Tipo], Importe: Number(m.Importe), Saldo: Number(m.Saldo) };
    });
    const saldoAnterior = Number(anterior?.saldo ?? 0);
    return {
      cliente: {
        ClienteID: clienteId,
        Nombre: cliente.nombre,
        Apellido: cliente.apellido,
        Direccion: cliente.direccion,
        Telefono: cliente.telefono,
        CUIT: cliente.cuit,
        CondicionIVA: cliente.condicion_iva,
      },
      desde,
      hasta,
      saldoAnterior,
      movimientos,
      saldoFinal: movimientos.at(-1)?.Saldo ?? saldoAnterior,
    };
  }

  /** The statement of the range `query` asks, printed by `sesion` (null: by the system): its file name and its PDF. */
  async function resumenImpreso(clienteId: number, query: ResumenCuentaQuery, sesion: Emision['sesion']) {
    const r = await resumen(clienteId, query);
    const pdf = await imprimirPapel(resumenDeCuenta(r, { ahora: config.now(), zonaNegocio: config.zonaNegocio, sesion }), config.empresa);
    return { id: clienteId, resumen: r, nombre: `resumen-de-cuenta-${clienteId}-${r.desde}-${r.hasta}.pdf`, pdf };
  }

  /** A statement by mail (issue 49): into the outbox with its PDF, and into the client's activity (under `trx`'s key, if any). */
  function enviarResumen(
    { id, resumen: r, nombre, pdf, para }: { id: number; resumen: Resumen; nombre: string; pdf: Buffer; para: string },
    sesion: Sesion,
    trx?: Knex.Transaction,
  ) {
    return enviarDocumento(
      db,
      config,
      sesion,
      {
        para,
        ...correoDelResumen(r, config.empresa),
        archivo: nombre,
        pdf,
        entidad: 'clientes',
        id,
        resumen: documentoDelResumen(r),
      },
      trx,
    );
  }

  return { cuenta, movimientos, resumen, resumenImpreso, enviarResumen };
}
