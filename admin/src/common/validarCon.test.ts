import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validarCon } from './validarCon';

const schema = z.object({
  Nombre: z.string({ error: 'Nombre requerido' }).min(1, 'Nombre requerido').min(3, 'Mínimo 3 caracteres'),
  lineas: z.array(z.object({ Cantidad: z.number({ error: 'Cantidad requerida' }) }), 'Agrega al menos un producto'),
});

describe('validarCon', () => {
  it('answers no errors for valid values', () => {
    expect(validarCon(schema)({ Nombre: 'Ana', lineas: [{ Cantidad: 1 }] })).toEqual({});
  });

  it("keys the schema's first message by field", () => {
    expect(validarCon(schema)({ Nombre: '' })).toEqual({ Nombre: 'Nombre requerido', lineas: 'Agrega al menos un producto' });
    expect(validarCon(schema)({ Nombre: 'An', lineas: [] })).toEqual({ Nombre: 'Mínimo 3 caracteres' });
  });

  it('keys a nested error by its first path segment', () => {
    expect(validarCon(schema)({ Nombre: 'Ana', lineas: [{ Cantidad: 1 }, {}] })).toEqual({ lineas: 'Cantidad requerida' });
  });
});
