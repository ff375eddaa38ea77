import type { Knex } from 'knex';
import { type AnulacionCobro, type Cobro, type CobroDetalle, type CobroFilter, type CobroInput, MENSAJES_COBRO } from '#dominio/cuentas';
import { aCentavos } from '#dominio/dinero';
import { diaNegocio } from '#dominio/fechas';
import { auditar } from '../auditoria/registro.js';
import type { Config } from '../config.js';
import { aplicar, conciliar, entregasAbiertas, liberar, moverCuenta } from '../cuentas/ledger.js';
import { fetchPage } from '../db/queries.js';
import { enTransaccion } from '../idempotencia/claves.js';
import { badRequest, conflict, notFound } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import type { Sesion } from '../nucleo/sesion.js';
import { comprobarVersion, edicion, versionSiguiente } from '../versiones.js';
import { cobroMapper } from './mapper.js';

export const COBRO_NO_ENCONTRADO = 'Cobro no encontrado';

/** Newest first (by day, then as they were recorded). */
export const ORDEN_COBROS = { sort: 'Fecha', order: 'desc' } as const;

type Row = Record<string, unknown>;
type Nombres = Map<number, { Nombre: string; Apellido: string }>;

async function nombres(db: Knex, tabla: 'clientes' | 'usuarios', columna: string, ids: unknown[]): Promise<Nombres> {
  const unicos = [...new Set(ids.filter((id) => id != null))];
  if (unicos.length === 0) return new Map();
  const filas: { id: number; nombre: string; apellido: string }[] = await db(tabla)
    .whereIn(columna, unicos as number[])
    .select(`${columna} as id`, 'nombre', 'apellido');
  return new Map(filas.map((f) => [f.id, { Nombre: f.nombre, Apellido: f.apellido }]));
}

/** Payments as the API answers them, with their client's and recorder's names. */
async function conNombres(db: Knex, filas: Row[]): Promise<Cobro[]> {
  const clientes = await nombres(
    db,
    'clientes',
    'cliente_id',
    filas.map((f) => f.cliente_id),
  );
  const usuarios = await nombres(
    db,
    'usuarios',
    'usuario_id',
    filas.map((f) => f.usuario_id),
  );
  return filas.map((f) => ({
    ...cobroMapper.toApi(f),
    Cliente: clientes.get(f.cliente_id as number)!,
    Usuario: usuarios.get(f.usuario_id as number)!,
  }));
}

/**
 * Records a payment in the caller's transaction: the client's account takes the credit, the payment
 * covers the delivered orders picked (in the order given, each up to what it owes), then the client's
 * other open deliveries oldest first; what is left stays in favour. The payment's 'crear' row goes to the
 * trail. A later route sheet's cash collection calls this with its own transaction. Answers the id.
 */
export async function registrarCobro(
  trx: Knex.Transaction,
  config: Pick<Config, 'now' | 'zonaNegocio'>,
  input: CobroInput,
  autor: Sesion,
): Promise<number> {
  const hoy = diaNegocio(config.now(), config.zonaNegocio);
  const fecha = input.Fecha ?? hoy;
  if (fecha > hoy) throw badRequest(MENSAJES_COBRO.fechaFutura, { Fecha: MENSAJES_COBRO.fechaFutura });
  // The client's row first, as every write of its account (cuentas/ledger.ts); an inactive client still pays what it owes.
  const cliente = await trx('clientes').where({ cliente_id: input.ClienteID }).forNoKeyUpdate().first('cliente_id');
  if (!cliente) throw badRequest('Cliente no encontrado', { ClienteID: 'Cliente no encontrado' });
  const elegidas = input.PedidoIDs?.length ? await entregasAbiertas(trx, input.ClienteID, input.PedidoIDs) : [];
  const faltante = input.PedidoIDs?.find((id) => !elegidas.some((e) => e.pedido_id === id));
  if (faltante !== undefined) {
    const mensaje = `El pedido ${faltante} no es una entrega de este cliente con saldo pendiente`;
    throw badRequest(mensaje, { PedidoIDs: mensaje });
  }
  const [{ cobro_id: id }] = await trx('cobros')
    .insert({
      cliente_id: input.ClienteID,
      fecha,
      importe: input.Importe,
      metodo: input.Metodo,
      referencia: input.Referencia,
      comentario: input.Comentario,
      usuario_id: autor.UsuarioID,
    })
    .returning('cobro_id');
  const centavos = aCentavos(input.Importe);
  await moverCuenta(trx, { clienteId: input.ClienteID, centavos: -centavos, tipo: 'cobro', cobroId: id, usuarioId: autor.UsuarioID });
  await aplicar(
    trx,
    { id, centavos },
    elegidas.map((e) => ({ id: e.entrega_id, centavos: aCentavos(e.importe) - aCentavos(e.cobrado) })),
  );
  await conciliar(trx, input.ClienteID);
  await auditar(trx, autor, {
    entidad: 'cobros',
    id,
    accion: 'crear',
    fecha: config.now(),
    despues: {
      ClienteID: input.ClienteID,
      Fecha: fecha,
      Importe: input.Importe,
      Metodo: input.Metodo,
      Referencia: input.Referencia,
      Comentario: input.Comentario,
      ...(input.PedidoIDs?.length && { PedidoIDs: input.PedidoIDs }),
    },
  });
  return id;
}

export function cobrosService(db: Knex, config: Pick<Config, 'now' | 'zonaNegocio'>) {
  async function obtener(id: number, trx: Knex = db): Promise<CobroDetalle> {
    const fila = await trx('cobros').where({ cobro_id: id }).first();
    if (!fila) throw notFound(COBRO_NO_ENCONTRADO);
    const [cobro] = await conNombres(trx, [fila]);
    const imputaciones: Row[] = await trx('imputaciones as i')
      .join('entregas as e', 'e.entrega_id', 'i.entrega_id')
      .where('i.cobro_id', id)
      .orderBy('i.imputacion_id')
      .select('e.pedido_id', 'e.comprobante_id', 'i.importe', 'i.activa', 'i.fecha');
    return {
      ...cobro,
      Imputaciones: imputaciones.map((i) => ({
        PedidoID: i.pedido_id as number | null,
        ComprobanteID: i.comprobante_id as number | null,
        Importe: i.importe as number,
        Activa: i.activa as boolean,
        Fecha: i.fecha as Date,
      })),
    };
  }

  /** Newest first unless sorted otherwise; by client, method, voided or not, and days. */
  async function listar(filter: CobroFilter, listQuery: ListQuery) {
    const query = db('cobros').select(cobroMapper.columns.concat('usuario_id'));
    if (filter.clienteId) query.where('cliente_id', filter.clienteId);
    if (filter.metodo) query.where('metodo', filter.metodo);
    if (filter.anulado !== undefined) query.where('anulado', filter.anulado);
    if (filter.fechaDesde) query.where('fecha', '>=', filter.fechaDesde);
    if (filter.fechaHasta) query.where('fecha', '<=', filter.fechaHasta);
    const { rows, total } = await fetchPage(query, listQuery, 'cobro_id', {
      tabla: 'cobros',
      filtros: {
        cliente_id: filter.clienteId,
        metodo: filter.metodo,
        anulado: filter.anulado,
        fecha_desde: filter.fechaDesde,
        fecha_hasta: filter.fechaHasta,
      },
    });
    return { data: await conNombres(db, rows), total };
  }

  /** POST /cobros: in its own transaction, or in the one of its Idempotency-Key (`trx`). */
  function crear(input: CobroInput, sesion: Sesion, trx?: Knex.Transaction): Promise<CobroDetalle> {
    return enTransaccion(db, trx, async (t) => obtener(await registrarCobro(t, config, input, sesion), t));
  }

  /**
   * PUT /cobros/:id/anular (Administrador): the payment stays, voided with its reason; the account
   * takes it back as a debit, and the deliveries it covered are open again (or covered by other credit).
   */
  async function anular(id: number, { Motivo }: Omit<AnulacionCobro, 'Version'>, sesion: Sesion, version: number | undefined) {
    return edicion(
      db,
      (i) => obtener(i),
      id,
      async (trx) => {
        const previo = await trx('cobros').where({ cobro_id: id }).first('cliente_id');
        if (!previo) throw notFound(COBRO_NO_ENCONTRADO);
        // The client's row before the payment's, as every write of the account.
        await trx('clientes').where({ cliente_id: previo.cliente_id }).forNoKeyUpdate().first('cliente_id');
        const cobro = await trx('cobros').where({ cobro_id: id }).forUpdate().first();
        comprobarVersion(cobro.version, version);
        if (cobro.anulado) throw conflict('El cobro ya está anulado');
        await moverCuenta(trx, {
          clienteId: cobro.cliente_id,
          centavos: aCentavos(cobro.importe),
          tipo: 'anulacion_cobro',
          cobroId: id,
          usuarioId: sesion.UsuarioID,
          comentario: Motivo,
        });
        await liberar(
          trx,
          await trx('imputaciones').where({ cobro_id: id, activa: true }).select('imputacion_id', 'cobro_id', 'entrega_id', 'importe'),
        );
        await trx('cobros')
          .where({ cobro_id: id })
          .update({
            anulado: true,
            motivo_anulacion: Motivo,
            anulado_por: sesion.UsuarioID,
            anulado_en: config.now(),
            version: versionSiguiente(trx),
          });
        await conciliar(trx, cobro.cliente_id);
        await auditar(trx, sesion, {
          entidad: 'cobros',
          id,
          accion: 'anular',
          fecha: config.now(),
          resumen: Motivo,
          cambios: [{ Campo: 'Anulado', Antes: false, Despues: true }],
        });
        return obtener(id, trx);
      },
    );
  }

  return { obtener, listar, crear, anular };
}
