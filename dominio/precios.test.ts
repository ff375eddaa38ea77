import { describe, expect, it } from 'vitest';
import { aumentoInputSchema, descripcionDelAumento, precioConAumento, redondearCentavos, textoDelCambio } from './precios';

describe('precioConAumento', () => {
  it.each([
    [1000, 'porcentaje', 8, 0.01, 1080],
    [999.99, 'porcentaje', 8, 0.01, 1079.99],
    [999.99, 'porcentaje', 8, 10, 1080],
    [2345, 'porcentaje', 8, 10, 2530],
    [2345, 'porcentaje', 8, 50, 2550],
    [2345, 'porcentaje', 8, 100, 2500],
    [1000, 'porcentaje', 12.5, 0.01, 1125],
    [1000, 'porcentaje', -10, 1, 900],
    [1000, 'monto', 150.5, 0.01, 1150.5],
    [1000, 'monto', 150.5, 1, 1151],
    [100, 'monto', -500, 1, -400],
  ] as const)('%s with %s %s rounded to %s is %s', (precio, Modo, Valor, Redondeo, esperado) => {
    expect(precioConAumento(precio, { Modo, Valor, Redondeo })).toBe(esperado);
  });

  it('rounds halves away from zero, at each step', () => {
    expect(redondearCentavos(2500, 50)).toBe(5000);
    expect(redondearCentavos(2499, 50)).toBe(0);
    expect(redondearCentavos(-2500, 50)).toBe(-5000);
  });
});

describe('the increase as it is typed', () => {
  it('reads 8,5 and $ 1.500 the Argentine way', () => {
    const leido = aumentoInputSchema.parse({ Alcance: 'todos', Modo: 'porcentaje', Valor: '8,5' });
    expect(leido).toMatchObject({ Valor: 8.5, Redondeo: 1 });
    expect(aumentoInputSchema.parse({ Alcance: 'todos', Modo: 'monto', Valor: '$ 1.500' }).Valor).toBe(1500);
  });

  it('names what a scope needs and refuses a rounding not offered', () => {
    const r = aumentoInputSchema.safeParse({ Alcance: 'seleccion', Modo: 'monto', Valor: '0', Redondeo: 5 });
    expect(r.success).toBe(false);
    const mensajes = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(mensajes).toEqual({ ProductoIDs: 'Elija al menos un producto', Valor: 'El monto no puede ser cero', Redondeo: 'Redondeo inválido' });
  });

  it('says the change in words', () => {
    expect(textoDelCambio({ Modo: 'porcentaje', Valor: 8, Redondeo: 10 })).toBe('+8 %, redondeado a $10');
    expect(textoDelCambio({ Modo: 'monto', Valor: -150.5, Redondeo: 0.01 })).toBe('−$150,50');
  });

  it('says the increase with the products it reaches', () => {
    const cambio = { Modo: 'porcentaje', Valor: 6, Redondeo: 0.01 } as const;
    expect(descripcionDelAumento('categoria', { categoria: 'Carbón' }, cambio)).toBe('Categoría Carbón: +6 %');
    expect(descripcionDelAumento('proveedor', { proveedor: 'Leñas del Norte' }, cambio)).toBe('Proveedor Leñas del Norte: +6 %');
    expect(descripcionDelAumento('seleccion', { elegidos: 1 }, cambio)).toBe('1 producto elegido: +6 %');
    expect(descripcionDelAumento('seleccion', { elegidos: 3 }, cambio)).toBe('3 productos elegidos: +6 %');
    expect(descripcionDelAumento('todos', {}, cambio)).toBe('Todos los productos activos: +6 %');
  });
});
