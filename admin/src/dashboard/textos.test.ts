import { describe, expect, it } from 'vitest';
import {
  fechaEnPalabras,
  haceDias,
  horaActualizacion,
  listaFiltrada,
  subtituloBajoStock,
  subtituloDisponibles,
  subtituloRespaldo,
  textoVerMas,
} from './textos';

describe('dashboard texts', () => {
  it('Bajo Stock says whether something needs attention', () => {
    expect(subtituloBajoStock(0)).toBe('Todo en orden');
    expect(subtituloBajoStock(1)).toBe('Necesita atención');
    expect(subtituloBajoStock(12)).toBe('Necesita atención');
  });

  it('the backups card says why it is there and how long ago the last good one was', () => {
    expect(subtituloRespaldo({ Motivo: 'fallido', Dias: 0 })).toBe('Falló el último respaldo');
    expect(subtituloRespaldo({ Motivo: 'viejo', Dias: 3 })).toBe('Ningún respaldo reciente');
    expect(subtituloRespaldo({ Motivo: 'nunca', Dias: null })).toBe('Nunca se hizo un respaldo');
    expect([0, 1, 2, 15].map(haceDias)).toEqual(['hoy', 'ayer', 'hace 2 días', 'hace 15 días']);
  });

  it('counts the available vehicles in the Vehículos subtitle', () => {
    expect(subtituloDisponibles(0)).toBe('0 disponibles');
    expect(subtituloDisponibles(1)).toBe('1 disponible');
    expect(subtituloDisponibles(6)).toBe('6 disponibles');
  });

  it("offers 'Ver N alertas más' only for alerts the panel leaves out", () => {
    expect(textoVerMas(5, 5)).toBeUndefined();
    expect(textoVerMas(0, 0)).toBeUndefined();
    expect(textoVerMas(6, 5)).toBe('Ver 1 alerta más');
    expect(textoVerMas(12, 5)).toBe('Ver 7 alertas más');
  });

  it('links a list on one tab through its URL filter', () => {
    const url = listaFiltrada('/pedidos', { estado: 'Pendiente' });
    expect(url.startsWith('/pedidos?filter=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(url.split('filter=')[1]))).toEqual({ estado: 'Pendiente' });
  });

  it('tells the time of the last update to the second, in the business time zone', () => {
    expect(horaActualizacion('2026-11-21T15:04:05.000Z')).toMatch(/^21 nov\.? 2026 12:04:05$/);
    expect(horaActualizacion('no es una fecha')).toBe('Fecha inválida');
  });

  it('says the business day in words, in the business time zone (UTC-3)', () => {
    expect(fechaEnPalabras(new Date('2026-11-23T12:00:00Z'))).toBe('lunes 23 de noviembre de 2026');
    expect(fechaEnPalabras(new Date('2026-11-24T02:00:00Z'))).toBe('lunes 23 de noviembre de 2026');
  });
});
