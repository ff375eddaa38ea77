import { describe, expect, it } from 'vitest';
import type { AlertaMantenimiento } from '#dominio/alertas';
import { detalleAlertaMantenimiento, formatConsumo, formatCostoPorKm, kmOGuion } from './textosFlota';
import { necesitaMantenimiento, recordatoriosPorFecha } from './umbrales';

const alerta = (campos: Partial<AlertaMantenimiento>): AlertaMantenimiento => ({
  vehiculo: 'AB123CD',
  vehiculoId: 1,
  tipoMantenimiento: 'Cambio de aceite',
  subtipo: 'aceite',
  marca: 'Ford',
  modelo: 'Cargo 1723',
  prioridad: 'Alta',
  ...campos,
});

describe('fleet texts', () => {
  it('words a maintenance alert by km, by date, or both, as the km and document items', () => {
    expect(detalleAlertaMantenimiento(alerta({ kmFaltantes: 300 }))).toBe('Faltan 300 km');
    expect(detalleAlertaMantenimiento(alerta({ kmFaltantes: 6100, fechaProxima: '2026-03-15', diasRestantes: 5 }))).toBe(
      'Faltan 6.100 km · Vence en 5 días (15 mar 2026)',
    );
    expect(detalleAlertaMantenimiento(alerta({ subtipo: 'service', fechaProxima: '2026-03-01', diasRestantes: -9 }))).toBe(
      'Vencido hace 9 días (01 mar 2026)',
    );
  });

  it('shows consumption, cost per km and missing km figures', () => {
    expect(formatConsumo(11.38)).toBe('11,38 L/100 km');
    expect(formatConsumo(null)).toBe('—');
    expect(formatCostoPorKm(70.17)).toBe('$ 70,17/km');
    expect(formatCostoPorKm(null)).toBe('Sin km recorridos');
    expect(kmOGuion(undefined)).toBe('—');
  });
});

describe('reminders by date on the vehicle detail', () => {
  const vehiculo = {
    IntervaloMesesAceite: 6,
    FechaUltimoCambioAceite: '2025-09-15',
    IntervaloMesesCorrea: null,
    FechaUltimoCambioCorrea: '2025-01-01',
    IntervaloMesesService: 12,
    FechaUltimoService: '2025-06-01',
  };

  it('lists only the reminders with a month interval, with their due day and days left', () => {
    expect(recordatoriosPorFecha(vehiculo, '2026-03-10')).toEqual([
      { recordatorio: 'aceite', meses: 6, fechaProxima: '2026-03-15', dias: 5 },
      { recordatorio: 'service', meses: 12, fechaProxima: '2026-06-01', dias: 83 },
    ]);
  });

  it("says 'Mantenimiento necesario' for a date within 30 days even far from the km", () => {
    const km = { KmRestantesAceite: 6000, KmRestantesCorrea: 40000 };
    expect(necesitaMantenimiento(km, recordatoriosPorFecha(vehiculo, '2026-03-10'))).toBe(true);
    expect(necesitaMantenimiento(km, recordatoriosPorFecha(vehiculo, '2026-02-12'))).toBe(false);
    expect(necesitaMantenimiento(km)).toBe(false);
  });
});
