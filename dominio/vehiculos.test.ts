import { describe, expect, it } from 'vitest';
import {
  INTERVALO_MENOR_AL_MINIMO,
  KM_POSITIVOS,
  anioFueraDeRango,
  anioMaximo,
  mantenimientoCreateSchema,
  mantenimientoUpdateSchema,
  vehiculoCreateSchema,
  vehiculoUpdateSchema,
} from './vehiculos';

const mensajes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${String(i.path[0])}: ${i.message}`);

describe('vehicle schemas', () => {
  it('create fills the vehicle defaults and upper-cases the plate', () => {
    expect(vehiculoCreateSchema(2027).parse({ Patente: ' ab 123 cd ', Marca: 'Ford', Modelo: 'Cargo', Anio: '2020' })).toMatchObject({
      Patente: 'AB 123 CD',
      Anio: 2020,
      KilometrajeActual: 0,
      UltimoCambioAceite: 0,
      IntervaloCambioAceite: 10000,
      UltimoCambioCorrea: 0,
      IntervaloCambioCorrea: 60000,
      Disponible: true,
      Active: true,
    });
  });

  it('update takes any subset, with no defaults: an empty number counts as absent', () => {
    const parsed = vehiculoUpdateSchema(2027).parse({ Marca: ' Iveco ', KilometrajeActual: '', IntervaloCambioAceite: null });
    expect(parsed).toMatchObject({ Marca: 'Iveco' });
    expect(parsed.KilometrajeActual).toBeUndefined();
    expect(parsed.IntervaloCambioAceite).toBeUndefined();
    expect(parsed.Active).toBeUndefined();
  });

  it('an interval is above 0, then at least 1000 km, each with its message', () => {
    const intervalo = (valor: unknown) => mensajes(vehiculoUpdateSchema(2027).safeParse({ IntervaloCambioCorrea: valor }))[0];
    expect(intervalo(-1)).toBe(`IntervaloCambioCorrea: ${KM_POSITIVOS}`);
    expect(intervalo(0)).toBe(`IntervaloCambioCorrea: ${KM_POSITIVOS}`);
    expect(intervalo(999)).toBe(`IntervaloCambioCorrea: ${INTERVALO_MENOR_AL_MINIMO}`);
    expect(intervalo(1000)).toBeUndefined();
  });

  it('Anio runs from 1900 to the business year plus one', () => {
    expect(anioMaximo(2026)).toBe(2027);
    const anio = (valor: number) => mensajes(vehiculoUpdateSchema(anioMaximo(2026)).safeParse({ Anio: valor }));
    expect(anio(2027)).toEqual([]);
    expect(anio(2028)).toEqual([`Anio: ${anioFueraDeRango(2027)}`]);
    expect(anio(1899)).toEqual([`Anio: ${anioFueraDeRango(2027)}`]);
  });
});

describe('maintenance schemas', () => {
  it('create rounds the cost to cents and takes 0 when absent; update leaves it absent', () => {
    const base = { TipoMantenimiento: 'Frenos', Kilometraje: 100 };
    expect(mantenimientoCreateSchema.parse({ ...base, Costo: 12.345 }).Costo).toBe(12.35);
    // Typed text is read the Argentine way: a point before three digits groups thousands.
    expect(mantenimientoCreateSchema.parse({ ...base, Costo: '12.345' }).Costo).toBe(12345);
    expect(mantenimientoCreateSchema.parse({ ...base, Costo: '12.345,67' }).Costo).toBe(12345.67);
    expect(mantenimientoCreateSchema.parse(base).Costo).toBe(0);
    expect(mantenimientoUpdateSchema.parse({ Notas: 'x' }).Costo).toBeUndefined();
  });
});
