import { describe, expect, it } from 'vitest';
import { cuitSchema, digitoVerificadorCuit, esCuitValido, formatoCuit } from './fiscal';

describe('CUIT', () => {
  it("computes AFIP's mod 11 check digit: 11 is 0, 10 has none", () => {
    expect(digitoVerificadorCuit('2012345678')).toBe(6);
    expect(digitoVerificadorCuit('3071234567')).toBe(1);
    expect(digitoVerificadorCuit('2300000000')).toBe(0);
    expect(digitoVerificadorCuit('2000000001')).toBeUndefined();
  });

  it.each(['20-12345678-6', '20123456786', '30-71234567-1', '27 11111111 7', '23-00000000-0'])('%s is valid', (cuit) => {
    expect(esCuitValido(cuit)).toBe(true);
  });

  it.each(['20-12345678-8', '20-00000001-0', '20-1234567-6', '201234567861', 'AB-12345678-6', ''])('%s is not', (cuit) => {
    expect(esCuitValido(cuit)).toBe(false);
  });

  it('is kept as its 11 digits and shown with dashes; blank is none', () => {
    expect(cuitSchema.parse('20-12345678-6')).toBe('20123456786');
    expect(cuitSchema.parse('')).toBeNull();
    expect(cuitSchema.parse(null)).toBeNull();
    expect(cuitSchema.safeParse('20-12345678-8').error?.issues[0].message).toBe('CUIT inválido');
    expect(formatoCuit('20123456786')).toBe('20-12345678-6');
    expect(formatoCuit(null)).toBe('');
  });
});
