import type { DetallePedido, Pedido, VehiculoResumen } from '#dominio/pedidos';
import { createMapper } from '../db/mapper.js';

export const pedidoMapper = createMapper<Omit<Pedido, 'Cliente' | 'Usuario' | 'Vehiculo' | 'detalles'>>(
  {
    PedidoID: 'pedido_id',
    ClienteID: 'cliente_id',
    UsuarioID: 'usuario_id',
    VehiculoID: 'vehiculo_id',
    FechaPedido: 'fecha_pedido',
    Estado: 'estado',
    PrecioTotal: 'precio_total',
    Version: 'version',
  },
  { fecha_pedido: 'instante', precio_total: 'numero' },
);

export const detallePedidoMapper = createMapper<DetallePedido>(
  {
    DetalleID: 'detalle_id',
    ProductoID: 'producto_id',
    PrecioUnitario: 'precio_unitario',
    Cantidad: 'cantidad',
    CantidadPedida: 'cantidad_pedida',
    ListaPrecioID: 'lista_precio_id',
    ListaNombre: 'lista_nombre',
    PrecioLista: 'precio_lista',
    EscalaDesde: 'escala_desde',
    Descuento: 'descuento',
    UnidadesPorPack: 'unidades_por_pack',
  },
  { precio_unitario: 'numero', precio_lista: 'numero', descuento: 'numero' },
);

/** An order's vehicle, as orders show it. */
export const vehiculoResumenMapper = createMapper<VehiculoResumen>({
  VehiculoID: 'vehiculo_id',
  Patente: 'patente',
  Marca: 'marca',
  Modelo: 'modelo',
});
