import { describe, expect, it } from 'vitest';
import { resourceConfig } from './resources';

const listPath = (resource: string, filter: Record<string, unknown>) => resourceConfig(resource).listPath!(filter);

describe('sales resources: the API path of each list', () => {
  it('offers new orders the clients and products of /activos; low stock comes from /bajo-stock', () => {
    expect(listPath('clientes', { active: true })).toBe('/clientes');
    expect(listPath('clientes', { activos: true, q: 'ana' })).toBe('/clientes/activos');
    expect(listPath('productos', { active: true })).toBe('/productos');
    expect(listPath('productos', { activos: true })).toBe('/productos/activos');
    expect(listPath('productos', { bajoStock: true })).toBe('/productos/bajo-stock');
  });

  it('offers new orders the active and Disponible vehicles of /vehiculos/disponibles', () => {
    expect(listPath('vehiculos', { activo: true })).toBe('/vehiculos');
    expect(listPath('vehiculos', { activos: true, q: 'AB' })).toBe('/vehiculos/disponibles');
  });

  it('reads an order status tab from /pedidos/estado/{estado}', () => {
    expect(listPath('pedidos', {})).toBe('/pedidos');
    expect(listPath('pedidos', { estado: 'En Proceso' })).toBe('/pedidos/estado/En%20Proceso');
  });

  it('reads histories by client, by status, or of one order', () => {
    expect(listPath('historial-pedidos', {})).toBe('/historial-pedidos');
    expect(listPath('historial-pedidos', { estado: 'Cancelado', pedidoId: 4 })).toBe('/historial-pedidos/estado/Cancelado');
    expect(listPath('historial-pedidos', { clienteId: 7, estado: 'Cancelado' })).toBe('/historial-pedidos/cliente/7');
    expect(listPath('historial-de-pedido', { pedidoId: 12 })).toBe('/pedidos/12/historial');
  });
});
