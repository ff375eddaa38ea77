import { describe, expect, it } from 'vitest';
import { cambioEstadoPedidoProveedorSchema, cambioEstadoPedidoSchema } from '#dominio/pedidos';
import { RECHAZOS, type Formulario } from '#dominio/rechazos';
import { validarCon } from './common/validarCon';
import { validarCliente } from './clientes/validaciones';
import { validarProducto } from './productos/validaciones';
import { validarProveedor } from './proveedores/validaciones';
import { validarPedido } from './pedidos/validaciones';
import { validarPedidoProveedor } from './pedidos-proveedores/validaciones';

// The same table runs through HTTP in api/src/rechazos.test.ts: both sides answer the same messages.

/** Each form's validator, as the screens use it (the detail screens hand CambioEstadoPanel their schema). */
const VALIDADORES: Record<Formulario, (values: Record<string, unknown>) => Record<string, string>> = {
  cliente: validarCliente,
  producto: validarProducto,
  proveedor: validarProveedor,
  pedido: validarPedido,
  pedidoProveedor: validarPedidoProveedor,
  cambioEstadoPedido: validarCon(cambioEstadoPedidoSchema),
  cambioEstadoPedidoProveedor: validarCon(cambioEstadoPedidoProveedorSchema),
};

describe('the admin rejects what the API rejects, with the same messages', () => {
  it.each(RECHAZOS.map((r) => [r.formulario, r.caso, r] as const))('%s: %s', (formulario, _caso, rechazo) => {
    expect(VALIDADORES[formulario](rechazo.valores)).toEqual(rechazo.errores);
  });
});
