import { MENSAJES_IMPORTE } from '#dominio/dinero';
import { MENSAJES_PEDIDO } from '#dominio/pedidos';
import { MENSAJES_PRODUCTO } from '#dominio/productos';
import type { Rechazo, Validos } from './rechazo';

// Sales: the forms of clients, products, suppliers, both new orders and both status changes.

export type Formulario =
  | 'cliente'
  | 'producto'
  | 'proveedor'
  | 'pedido'
  | 'pedidoProveedor'
  | 'cambioEstadoPedido'
  | 'cambioEstadoPedidoProveedor';

export const VALIDOS: Validos<Formulario> = {
  cliente: { Nombre: 'Lucía', Apellido: 'Paz', Telefono: '+54 11 4444-1234', Direccion: 'Av. Rivadavia 5000', Email: 'lucia@gmail.com' },
  producto: { Nombre: 'Carbón vegetal bolsa 4 kg', Precio: 2900.5, Stock: 40 },
  proveedor: {
    Nombre: 'Leñas del Norte',
    Telefono: '+54 370 442-0000',
    Direccion: 'Ruta 11 km 4, Formosa',
    Email: 'compras@lenas.com.ar',
  },
  pedido: { ClienteID: 1, VehiculoID: null, detalles: [{ ProductoID: 1, Cantidad: 2 }] },
  pedidoProveedor: { ProveedorID: 1, detalles: [{ ProductoID: 1, Cantidad: 2, PrecioUnitario: 10 }] },
  cambioEstadoPedido: { estado: 'En Proceso', comentario: 'Preparando la entrega' },
  cambioEstadoPedidoProveedor: { estado: 'Recibido' },
};

export const RECHAZOS: Rechazo<Formulario>[] = [
  {
    formulario: 'cliente',
    caso: 'every field empty',
    valores: { Nombre: null, Apellido: null, Telefono: null, Direccion: null, Email: null },
    errores: {
      Nombre: 'Nombre requerido',
      Apellido: 'Apellido requerido',
      Telefono: 'Teléfono requerido',
      Direccion: 'Dirección requerida',
      Email: 'Email requerido',
    },
  },
  {
    formulario: 'cliente',
    caso: 'blank name, bad e-mail',
    valores: { ...VALIDOS.cliente, Nombre: '   ', Email: 'lucia-sin-arroba' },
    errores: { Nombre: 'Nombre requerido', Email: 'Email inválido' },
  },
  {
    formulario: 'cliente',
    caso: 'name too long',
    valores: { ...VALIDOS.cliente, Apellido: 'x'.repeat(101) },
    errores: { Apellido: 'Máximo 100 caracteres' },
  },
  {
    formulario: 'producto',
    caso: 'no name, price or stock',
    valores: { Nombre: null, Precio: null, Stock: null },
    errores: { Nombre: MENSAJES_PRODUCTO.nombre, Precio: MENSAJES_PRODUCTO.precio, Stock: MENSAJES_PRODUCTO.stock },
  },
  {
    formulario: 'producto',
    caso: 'negative price, fractional stock',
    valores: { ...VALIDOS.producto, Precio: -5, Stock: 2.5 },
    errores: { Precio: MENSAJES_PRODUCTO.precioNegativo, Stock: MENSAJES_PRODUCTO.stockEntero },
  },
  {
    formulario: 'producto',
    caso: 'a price with a comma before three digits',
    valores: { ...VALIDOS.producto, Precio: '2,900' },
    errores: { Precio: MENSAJES_IMPORTE.comaAmbigua },
  },
  {
    formulario: 'producto',
    caso: 'a price typed as text below 0',
    valores: { ...VALIDOS.producto, Precio: '-$ 1.500' },
    errores: { Precio: MENSAJES_PRODUCTO.precioNegativo },
  },
  {
    formulario: 'cliente',
    caso: 'a credit limit with thousands grouped by two',
    valores: { ...VALIDOS.cliente, LimiteCredito: '1.50.000' },
    errores: { LimiteCredito: MENSAJES_IMPORTE.miles },
  },
  {
    formulario: 'producto',
    caso: 'negative stock',
    valores: { ...VALIDOS.producto, Stock: -1 },
    errores: { Stock: MENSAJES_PRODUCTO.stockNegativo },
  },
  {
    formulario: 'producto',
    caso: 'negative minimum stock, bad preferred supplier',
    valores: { ...VALIDOS.producto, StockMinimo: -1, ProveedorPreferidoID: 0 },
    errores: { StockMinimo: MENSAJES_PRODUCTO.stockMinimo, ProveedorPreferidoID: MENSAJES_PRODUCTO.proveedor },
  },
  {
    formulario: 'proveedor',
    caso: 'empty name and address, bad e-mail',
    valores: { ...VALIDOS.proveedor, Nombre: '', Direccion: null, Email: 'no-es-un-email' },
    errores: { Nombre: 'Nombre requerido', Direccion: 'Dirección requerida', Email: 'Email inválido' },
  },
  {
    formulario: 'pedido',
    caso: 'no client, no lines',
    valores: { ClienteID: null, VehiculoID: null, detalles: [] },
    errores: { ClienteID: MENSAJES_PEDIDO.cliente, detalles: MENSAJES_PEDIDO.lineas },
  },
  {
    formulario: 'pedido',
    caso: 'a line of 0, a line without product',
    valores: {
      ClienteID: 1,
      VehiculoID: null,
      detalles: [
        { ProductoID: 1, Cantidad: 0 },
        { ProductoID: null, Cantidad: 1 },
      ],
    },
    errores: { detalles: MENSAJES_PEDIDO.cantidad },
  },
  {
    formulario: 'pedido',
    caso: 'a fractional quantity',
    valores: { ClienteID: 1, detalles: [{ ProductoID: 1, Cantidad: 1.5 }] },
    errores: { detalles: MENSAJES_PEDIDO.cantidad },
  },
  {
    formulario: 'pedidoProveedor',
    caso: 'no supplier, a line without product',
    valores: { ProveedorID: null, detalles: [{ ProductoID: null, Cantidad: 1, PrecioUnitario: 10 }] },
    errores: { ProveedorID: MENSAJES_PEDIDO.proveedor, detalles: MENSAJES_PEDIDO.producto },
  },
  {
    formulario: 'pedidoProveedor',
    caso: 'a price that rounds to 0 cents',
    valores: { ProveedorID: 1, detalles: [{ ProductoID: 1, Cantidad: 2, PrecioUnitario: 0.001 }] },
    errores: { detalles: MENSAJES_PEDIDO.precio },
  },
  {
    formulario: 'pedidoProveedor',
    caso: 'a price with separators in the wrong order',
    valores: { ProveedorID: 1, detalles: [{ ProductoID: 1, Cantidad: 2, PrecioUnitario: '1,500.50' }] },
    errores: { detalles: MENSAJES_IMPORTE.orden },
  },
  {
    formulario: 'pedidoProveedor',
    caso: 'a total above $ 9.999.999.999,99',
    valores: { ProveedorID: 1, detalles: [{ ProductoID: 1, Cantidad: 2, PrecioUnitario: '5.000.000.000' }] },
    errores: { detalles: MENSAJES_PEDIDO.total },
  },
  { formulario: 'pedidoProveedor', caso: 'no lines', valores: { ProveedorID: 1, detalles: [] }, errores: { detalles: MENSAJES_PEDIDO.lineas } },
  { formulario: 'cambioEstadoPedido', caso: 'no status', valores: { comentario: 'Sin estado' }, errores: { estado: 'Estado requerido' } },
  {
    formulario: 'cambioEstadoPedido',
    caso: "a supplier order's status",
    valores: { estado: 'Recibido' },
    errores: { estado: 'Estado inválido' },
  },
  {
    formulario: 'cambioEstadoPedidoProveedor',
    caso: "a sales order's status",
    valores: { estado: 'En Proceso' },
    errores: { estado: 'Estado inválido' },
  },
  {
    formulario: 'cambioEstadoPedidoProveedor',
    caso: 'a comment too long',
    valores: { estado: 'Cancelado', comentario: 'x'.repeat(1001) },
    errores: { comentario: 'Máximo 1000 caracteres' },
  },
];
