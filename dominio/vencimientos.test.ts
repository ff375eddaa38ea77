import { describe, expect, it } from 'vitest';
import { etiquetaDias, formatKm, textoVencimiento } from './vencimientos';

describe('how far from due, one wording everywhere', () => {
  it('tells km left, due now, or km overdue, never a negative number', () => {
    expect(textoVencimiento(300, 'km')).toBe('Faltan 300 km');
    expect(textoVencimiento(1, 'km')).toBe('Falta 1 km');
    expect(textoVencimiento(0, 'km')).toBe('Vence ahora');
    expect(textoVencimiento(-1, 'km')).toBe('Vencido hace 1 km');
    expect(textoVencimiento(-1200, 'km')).toBe('Vencido hace 1.200 km');
  });

  it('tells days left, due today, or days overdue, with singular and plural', () => {
    expect(textoVencimiento(5, 'días')).toBe('Vence en 5 días');
    expect(textoVencimiento(1, 'días')).toBe('Vence en 1 día');
    expect(textoVencimiento(0, 'días')).toBe('Vence hoy');
    expect(textoVencimiento(-1, 'días')).toBe('Vencido hace 1 día');
    expect(textoVencimiento(-3, 'días')).toBe('Vencido hace 3 días');
    expect(textoVencimiento(-1500, 'días')).toBe('Vencido hace 1.500 días');
  });

  it("labels the document alert's chip as the spec says: 'Vencido' at 0 or less, then '1 día' / '{n} días'", () => {
    expect(etiquetaDias(-4)).toBe('Vencido');
    expect(etiquetaDias(0)).toBe('Vencido');
    expect(etiquetaDias(1)).toBe('1 día');
    expect(etiquetaDias(5)).toBe('5 días');
  });

  it('formats km with the Argentine thousands separator', () => {
    expect(formatKm(185400)).toBe('185.400');
    expect(formatKm(-1300)).toBe('-1.300');
    expect(formatKm(undefined)).toBe('0');
  });
});
