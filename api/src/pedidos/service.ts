import type { Knex } from 'knex';
import { ROLES_SUPERAR_LIMITE, SOLO_QUIEN_SUPERA_LIMITE, SUPERA_LIMITE } from '#dominio/cuentas';
import { aCentavos } from '#dominio/dinero';
import { formatoMoneda } from '#dominio/formatos';
import {
  type CambioEstadoPedido,
  type Cotizacion,
  type CotizacionInput,
  ESTADOS_ABIERTOS,
  type EstadoPedido,
  type Pedido,
  type PedidoFilter,
  type PedidoInput,
} from '#dominio/pedidos';
import { whereOwnerOrNumber } from '../db/queries.js';
import type { Config } from '../config.js';
import type { Sesion } from '../nucleo/sesion.js';
import { conflict, forbidden } from '../errores.js';
import type { ListQuery } from '../nucleo/listQuery.js';
import { clienteMapper } from '../clientes/mapper.js';
import { cambiosDeEstado, type ReglaDeCambio, type TipoDePedido } from '../pedidos-comun/cambioDeEstado.js';
import { hojaQueRetiene, pedidoRetenido } from '../hojas-de-ruta/retencion.js';
import { comprobarSinFacturaVigente, devueltoPorNotasDeCredito } from '../comprobantes/notasDeCredito.js';
import { hydrator, USUARIO } from '../pedidos-comun/hydrate.js';
import { type Elegible, elegibles, resumenDeLineas } from '../pedidos-comun/lineas.js';
import { preciosDeLineas } from './cotizacion.js';
import { detallePedidoMapper, pedidoMapper, vehiculoResumenMapper } from './mapper.js';

// The order holds its stock from creation on; cancelling gives it back.
const PEDIDO_DE_VENTA: TipoDePedido<EstadoPedido> = {
  entidad: 'pedidos',
  tabla: 'pedidos',
  id: 'pedido_id',
  tablaLineas: 'detalle_pedidos',
  idLinea: 'detalle_id',
  tablaHistorial: 'historial_pedidos',
  estadoQueRepone: 'Cancelado',
  motivos: { alEntrar: 'cancelacion_venta', alSalir: 'reactivacion_venta' },
  referencia: 'pedidoId',
  estadoQueDebita: 'Completado',
  devueltoAparte: devueltoPorNotasDeCredito,
  costoAlEntrar: 'costo_unitario',
  // What priced each line, kept with it (issue 47).
  columnasDeLinea: {
    lista_precio_id: 'int',
    lista_nombre: 'text',
    precio_lista: 'numeric',
    escala_desde: 'int',
    descuento: 'numeric',
    unidades_por_pack: 'int',
  },
};

/** Client, creator, vehicle (or null) and lines with their products. */
const hydrate = hydrator<Pedido>({
  tipo: PEDIDO_DE_VENTA,
  pedido: pedidoMapper,
  relaciones: {
    Cliente: { tabla: 'clientes', columna: 'cliente_id', mapper: clienteMapper },
    Usuario: USUARIO,
    Vehiculo: { tabla: 'vehiculos', columna: 'vehiculo_id', mapper: vehiculoResumenMapper },
  },
  lineas: { campo: 'detalles', mapper: detallePedidoMapper },
});

/** Only an existing, active client, vehicle and products can be chosen (400 otherwise). */
function comprobarElegibles(trx: Knex, input: Pick<PedidoInput, 'ClienteID' | 'VehiculoID' | 'detalles'>) {
  const cliente: Elegible = {
    tabla: 'clientes',
    columna: 'cliente_id',
    id: input.ClienteID,
    columnas: ['nombre', 'apellido', 'active', 'saldo', 'limite_credito'],
    campo: 'ClienteID',
    noEncontrado: 'Cliente no encontrado',
    inactivo: (c) => `El cliente ${c.nombre} ${c.apellido} está inactivo`,
  };
  const vehiculo = (id: number): Elegible => ({
    tabla: 'vehiculos',
    columna: 'vehiculo_id',
    id,
    columnas: ['patente', 'active'],
    campo: 'VehiculoID',
    noEncontrado: 'Vehículo no encontrado',
    inactivo: (v) => `El vehículo ${v.patente} está inactivo`,
  });
  return elegibles(trx, input.VehiculoID === null ? [cliente] : [cliente, vehiculo(input.VehiculoID)], input.detalles);
}

export function pedidosService(db: Knex, config: Pick<Config, 'now' | 'descuentosMaximos'>) {
  const estados = cambiosDeEstado(db, PEDIDO_DE_VENTA, config);

  /** Newest first unless sorted otherwise; q is a client's name or an order number. */
  async function listar(filter: PedidoFilter, listQuery: ListQuery) {
    const query = db('pedidos').select('pedidos.*');
    if (filter.estado) query.where('estado', filter.estado);
    if (filter.clienteId) query.where('cliente_id', filter.clienteId);
    await whereOwnerOrNumber(query, listQuery.q, {
      columna: 'cliente_id',
      ids: (pattern) => db('clientes').select('cliente_id').whereRaw(`nombre || ' ' || apellido ILIKE ?`, [pattern]),
      idColumna: 'pedido_id',
    });
    return hydrate.pagina(db, query, listQuery, 'pedido_id', {
      tabla: 'pedidos',
      filtros: { estado: filter.estado, cliente_id: filter.clienteId },
    });
  }

  function obtener(id: number, trx: Knex = db): Promise<Pedido> {
    return hydrate.uno(trx, trx('pedidos').where({ pedido_id: id }));
  }

  /**
   * The credit limit (docs/decisiones.md, 73): a client with one may not owe, counting its open orders
   * and this one, more than it. Above it the order is a 409, unless a Supervisor or Administrador
   * confirms it (ConfirmarLimiteCredito), which the trail's row says. Answers that row's note.
   */
  async function comprobarLimite(
    trx: Knex,
    cliente: Record<string, unknown>,
    precioTotal: number,
    confirmado: boolean | undefined,
    sesion: Sesion,
  ) {
    if (cliente.limite_credito == null) return undefined;
    const [{ abiertos }] = await trx('pedidos')
      .where({ cliente_id: cliente.cliente_id })
      .whereIn('estado', ESTADOS_ABIERTOS)
      .select(trx.raw('coalesce(sum(precio_total), 0) AS abiertos'));
    const [saldo, limite] = [Number(cliente.saldo), Number(cliente.limite_credito)];
    if (aCentavos(saldo) + aCentavos(abiertos) + aCentavos(precioTotal) <= aCentavos(limite)) return undefined;
    const cifras = `saldo ${formatoMoneda(saldo)}, límite ${formatoMoneda(limite)}`;
    if (!confirmado) throw conflict(`${SUPERA_LIMITE} del cliente (${cifras})`);
    if (!ROLES_SUPERAR_LIMITE.includes(sesion.Rol)) throw forbidden(SOLO_QUIEN_SUPERA_LIMITE);
    return `Superó el límite de crédito con confirmación (${cifras})`;
  }

  /** POST /pedidos/cotizacion: the lines as the create would price them for this client and role; nothing is written. */
  async function cotizar(input: CotizacionInput, sesion: Sesion): Promise<Cotizacion> {
    const { productos } = await comprobarElegibles(db, { ...input, VehiculoID: null });
    const { lista, lineas, precioTotal } = await preciosDeLineas(db, input, productos, sesion, config.descuentosMaximos);
    return {
      Lista: { ListaID: lista.ListaID, Nombre: lista.Nombre },
      detalles: lineas.map((l) => ({
        ProductoID: l.producto.producto_id as number,
        Cantidad: l.cantidad,
        PrecioLista: l.PrecioLista,
        Escala: l.Escala,
        Descuento: l.Descuento,
        PrecioUnitario: l.PrecioUnitario,
        UnidadesPorPack: l.UnidadesPorPack,
      })),
      PrecioTotal: precioTotal,
    };
  }

  /**
   * The order with its lines priced by the client's list (preciosDeLineas), each line keeping what priced it, the
   * stock taken, the first history entry and the trail's row, in one transaction sent in one go (estados.crear): a
   * 409 for insufficient stock leaves nothing written. Under an Idempotency-Key, everything runs in its transaction
   * (`trx`). Answers the order as it was committed.
   */
  async function crear(input: PedidoInput, sesion: Sesion, trx?: Knex.Transaction): Promise<Pedido> {
    const {
      registros: [cliente, vehiculo],
      productos,
    } = await comprobarElegibles(trx ?? db, input);
    const { lista, lineas, precioTotal } = await preciosDeLineas(trx ?? db, input, productos, sesion, config.descuentosMaximos);
    const resumen = await comprobarLimite(
      trx ?? db,
      { ...cliente, cliente_id: input.ClienteID },
      precioTotal,
      input.ConfirmarLimiteCredito,
      sesion,
    );
    const nuevo = {
      fila: {
        cliente_id: input.ClienteID,
        usuario_id: sesion.UsuarioID,
        vehiculo_id: input.VehiculoID,
        fecha_pedido: config.now(),
        estado: 'Pendiente',
        precio_total: precioTotal,
      },
      lineas: lineas.map((l) => ({
        producto_id: l.producto.producto_id as number,
        precio_unitario: l.PrecioUnitario,
        cantidad: l.cantidad,
        lista_precio_id: lista.ListaID,
        lista_nombre: lista.Nombre,
        precio_lista: l.PrecioLista,
        escala_desde: l.Escala?.Desde ?? null,
        descuento: l.Descuento,
        unidades_por_pack: l.UnidadesPorPack,
      })),
      valores: {
        ClienteID: `${cliente.nombre} ${cliente.apellido}`,
        VehiculoID: vehiculo?.patente ?? null,
        PrecioTotal: precioTotal,
        Detalles: resumenDeLineas(lineas.map((l) => ({ Cantidad: l.cantidad, Producto: { Nombre: l.producto.nombre as string } }))),
      },
      movimientos: lineas.map((l) => ({
        productoId: l.producto.producto_id as number,
        cantidad: -l.cantidad,
        motivo: 'venta' as const,
        usuarioId: sesion.UsuarioID,
      })),
      resumen,
    };
    const pedidoId = await estados.crear(sesion, nuevo, trx);
    return obtener(pedidoId, trx);
  }

  /**
   * What a status change from the order's screen must pass besides the role rule: an order an open route sheet
   * holds moves only through the sheet (docs/decisiones.md, 88); and a change that opens the order again (from
   * Cancelado or Completado to Pendiente or En Proceso) passes the credit limit as a new order does (73), with the
   * balance as it is after the change (leaving Completado voids its delivery). Answers the trail's note.
   */
  const reglasDelCambio =
    (confirmado: boolean | undefined, sesion: Sesion): ReglaDeCambio<EstadoPedido> =>
    async (trx, { id, anterior, nuevo }) => {
      const hoja = await hojaQueRetiene(trx, id);
      if (hoja) throw conflict(pedidoRetenido(id, hoja));
      // An invoiced order stays Completado until credit notes cover its whole invoice (decision 97).
      if (anterior === 'Completado') await comprobarSinFacturaVigente(trx, id);
      if (ESTADOS_ABIERTOS.includes(anterior) || !ESTADOS_ABIERTOS.includes(nuevo)) return undefined;
      const pedido = await trx('pedidos').where({ pedido_id: id }).first('cliente_id', 'precio_total');
      // The client's row locked (after the order's, as the account's own writes do): two reactivations count each other.
      const cliente = await trx('clientes')
        .where({ cliente_id: pedido.cliente_id })
        .forNoKeyUpdate()
        .first('cliente_id', 'saldo', 'limite_credito');
      // What the delivery still owes (a credit note may have taken some): leaving Completado takes that off.
      const entrega = anterior === 'Completado' ? await trx('entregas').where({ pedido_id: id, anulada: false }).first('importe') : undefined;
      const entregaAnulada = entrega ? aCentavos(entrega.importe) : 0;
      const saldo = (aCentavos(cliente.saldo) - entregaAnulada) / 100;
      return comprobarLimite(trx, { ...cliente, saldo }, Number(pedido.precio_total), confirmado, sesion);
    };

  /** PUT /pedidos/{id}/estado. ConfirmarLimiteCredito is a Supervisor's or an Administrador's alone (403 for others). */
  async function cambiarEstado(id: number, { ConfirmarLimiteCredito, ...cambio }: CambioEstadoPedido, sesion: Sesion, version?: number) {
    if (ConfirmarLimiteCredito && !ROLES_SUPERAR_LIMITE.includes(sesion.Rol)) throw forbidden(SOLO_QUIEN_SUPERA_LIMITE);
    return estados.cambiar(id, cambio, sesion, version, obtener, reglasDelCambio(ConfirmarLimiteCredito, sesion));
  }

  /**
   * A route sheet's stop moving its order (Pendiente to En Proceso, to Completado, back to Pendiente) in the
   * stop's transaction: the history, trail, account and stock of any status change, whatever the role.
   */
  const cambiarPorEntrega = (trx: Knex.Transaction, id: number, cambio: Omit<CambioEstadoPedido, 'Version'>, sesion: Sesion) =>
    estados.cambiarEn(trx, id, cambio, sesion, { porEntrega: true }, async () => undefined);

  return { listar, obtener, cotizar, crear, cambiarEstado, cambiarPorEntrega };
}

export type PedidosService = ReturnType<typeof pedidosService>;
