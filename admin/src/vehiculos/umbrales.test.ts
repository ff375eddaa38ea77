import { describe, expect, it } from 'vitest';
import {
  colorPrioridad,
  colorProgreso,
  estadoDocumento,
  estadoDocumentoFormulario,
  necesitaMantenimiento,
  porcentajeRecorrido,
  severidadDias,
} from './umbrales';

describe('maintenance progress', () => {
  it('is red at 500 km or less remaining, warning at 1000 or less, success beyond', () => {
    expect(colorProgreso(-300)).toBe('error');
    expect(colorProgreso(0)).toBe('error');
    expect(colorProgreso(500)).toBe('error');
    expect(colorProgreso(501)).toBe('warning');
    expect(colorProgreso(1000)).toBe('warning');
    expect(colorProgreso(1001)).toBe('success');
  });

  it('shows the share of the interval driven, capped at 100 and never below 0', () => {
    expect(porcentajeRecorrido(10000, 10000)).toBe(0);
    expect(porcentajeRecorrido(2500, 10000)).toBe(75);
    expect(porcentajeRecorrido(-1300, 10000)).toBe(100);
    expect(porcentajeRecorrido(12000, 10000)).toBe(0);
    expect(porcentajeRecorrido(0, 0)).toBe(100);
  });

  it('asks for maintenance when oil or belt is at 500 km or less', () => {
    expect(necesitaMantenimiento({ KmRestantesAceite: 501, KmRestantesCorrea: 9000 })).toBe(false);
    expect(necesitaMantenimiento({ KmRestantesAceite: 500, KmRestantesCorrea: 9000 })).toBe(true);
    expect(necesitaMantenimiento({ KmRestantesAceite: 9000, KmRestantesCorrea: -1 })).toBe(true);
  });
});

describe('documents', () => {
  const hoy = '2026-03-10';

  it('is Vencido once past, Por vencer within 30 days, Vigente beyond', () => {
    expect(estadoDocumento('2026-03-09', hoy)).toBe('Vencido');
    expect(estadoDocumento('2026-03-10', hoy)).toBe('Por vencer');
    expect(estadoDocumento('2026-04-09', hoy)).toBe('Por vencer');
    expect(estadoDocumento('2026-04-10', hoy)).toBe('Vigente');
  });

  it('the form list shows only Vigente or Vencido', () => {
    expect(estadoDocumentoFormulario('2026-03-09', hoy)).toBe('Vencido');
    expect(estadoDocumentoFormulario('2026-03-15', hoy)).toBe('Vigente');
  });
});

describe('document alerts', () => {
  it('is error at 0 or less, warning from 1 to 7, info beyond', () => {
    expect(severidadDias(0)).toBe('error');
    expect(severidadDias(-2)).toBe('error');
    expect(severidadDias(1)).toBe('warning');
    expect(severidadDias(7)).toBe('warning');
    expect(severidadDias(8)).toBe('info');
  });
});

describe('maintenance alerts and figures', () => {
  it('draws Alta in red and anything else as a warning', () => {
    expect(colorPrioridad('Alta')).toBe('error');
    expect(colorPrioridad('Media')).toBe('warning');
  });
});
