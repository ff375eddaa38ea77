import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validarCon } from './validarCon';

const schema = z.object({
  Nombre: z.string({ error: 'Nombre requerido' }).min(1, 'Nombre requerido').max(5, 'Máximo 5 caracteres'),
  detalles: z.array(z.object({ Cantidad: z.number().min(1, 'La cantidad debe ser mayor a 0') })).min(1, 'Agrega al menos un producto'),
});

describe('validarCon', () => {
  const validar = validarCon(schema);

  it('answers no errors for valid values', () => {
    expect(validar({ Nombre: 'Ana', detalles: [{ Cantidad: 1 }] })).toEqual({});
  });

  it("answers each field's first message, as the schema writes it", () => {
    expect(validar({ Nombre: null, detalles: [] })).toEqual({ Nombre: 'Nombre requerido', detalles: 'Agrega al menos un producto' });
    expect(validar({ Nombre: 'Demasiado', detalles: [{ Cantidad: 1 }] })).toEqual({ Nombre: 'Máximo 5 caracteres' });
  });

  it('puts nested errors under their first path segment', () => {
    const errores = validar({ Nombre: 'Ana', detalles: [{ Cantidad: 1 }, { Cantidad: 0 }] });
    expect(errores).toEqual({ detalles: 'La cantidad debe ser mayor a 0' });
  });

  it("puts an error of the whole value under '_'", () => {
    const rechazaTodo = validarCon(schema.refine(() => false, 'Datos inválidos'));
    expect(rechazaTodo({ Nombre: 'Ana', detalles: [{ Cantidad: 1 }] })).toEqual({ _: 'Datos inválidos' });
  });
});
