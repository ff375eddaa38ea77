import { describe, expect, it } from 'vitest';
import { cargaCombustibleSchema, consumos, esAtipico, IMPORTE_DEMASIADO_ALTO, LITROS_INVALIDOS, mediana } from './combustible';

const carga = (Kilometraje: number, Litros: number, TanqueLleno = true) => ({ Kilometraje, Litros, TanqueLleno });

describe('consumos (full-to-full)', () => {
  it('adds the partial loads to the next full one and divides by the km between the full ones', () => {
    expect(
      consumos([
        carga(10000, 50), // first full tank: nothing to compare with
        carga(10300, 20, false), // partial
        carga(10600, 40), // (20 + 40) L / 600 km * 100 = 10
        carga(11100, 45), // 45 / 500 * 100 = 9
        carga(11500, 60), // 60 / 400 * 100 = 15
      ]),
    ).toEqual([null, null, 10, 9, 15]);
  });

  it('rounds to two decimals', () => {
    // 33 L / 290 km * 100 = 11.3793...
    expect(consumos([carga(1000, 40), carga(1290, 33)])).toEqual([null, 11.38]);
  });

  it('partial loads before the first full one are not counted', () => {
    expect(consumos([carga(500, 30, false), carga(800, 40), carga(1200, 36)])).toEqual([null, null, 9]);
  });

  it('a full load at the same km as the previous full one has no consumption', () => {
    expect(consumos([carga(1000, 40), carga(1000, 5)])).toEqual([null, null]);
  });
});

describe('mediana and esAtipico', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(mediana([15, 9, 10])).toBe(10);
    expect(mediana([9, 15, 10, 11])).toBe(10.5);
    expect(mediana([])).toBeNull();
  });

  it('flags a consumption more than 30% above or below the median', () => {
    expect(esAtipico(13, 10)).toBe(false); // exactly 30%
    expect(esAtipico(13.01, 10)).toBe(true);
    expect(esAtipico(7, 10)).toBe(false);
    expect(esAtipico(6.99, 10)).toBe(true);
    expect(esAtipico(null, 10)).toBe(false);
    expect(esAtipico(15, null)).toBe(false);
  });
});

describe('cargaCombustibleSchema', () => {
  it('rounds litres and amount to cents and fills the tank by default', () => {
    expect(cargaCombustibleSchema.parse({ Kilometraje: '1200', Litros: 40.456, Importe: 52000.004 })).toEqual({
      Fecha: undefined,
      Kilometraje: 1200,
      Litros: 40.46,
      Importe: 52000,
      TanqueLleno: true,
      Estacion: null,
    });
  });

  it('reads litres and amounts typed as text the Argentine way', () => {
    expect(cargaCombustibleSchema.parse({ Kilometraje: 1200, Litros: '45,5', Importe: '$ 62.100' })).toMatchObject({
      Litros: 45.5,
      Importe: 62100,
    });
    expect(cargaCombustibleSchema.safeParse({ Kilometraje: 1200, Litros: 45, Importe: '62,100' }).error?.issues[0].message).toBe(
      'La coma separa los centavos (hasta 2 cifras): escriba 1.500 para mil quinientos o 1,50 para uno con cincuenta',
    );
  });

  it('refuses litres of 0 and an amount above the ceiling, with Spanish messages', () => {
    const res = cargaCombustibleSchema.safeParse({ Kilometraje: 1200, Litros: 0, Importe: 10_000_001 });
    expect(res.success).toBe(false);
    const mensajes = Object.fromEntries(res.error!.issues.map((i) => [i.path[0], i.message]));
    expect(mensajes).toEqual({ Litros: LITROS_INVALIDOS, Importe: IMPORTE_DEMASIADO_ALTO });
  });
});
