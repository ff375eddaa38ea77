import { describe, expect, it } from 'vitest';
import type { MedidasVentas, ReporteVentas } from '#dominio/reportes';
import { filasExcel, textoVariacion } from './columnas';
import { etiquetaDeFila } from './etiquetas';

const medidas = (Importe: number, Margen: number | null): MedidasVentas => ({
  Pedidos: 2,
  Unidades: 5,
  Kilos: 10,
  Importe,
  Neto: Importe / 1.21,
  Costo: 100,
  Margen,
  MargenPorcentaje: Margen === null ? null : 50,
  SinCosto: 0,
});

const reporte: ReporteVentas = {
  Desde: '2026-11-01',
  Hasta: '2026-12-31',
  Agrupar: 'mes',
  Comparacion: { Desde: '2025-11-01', Hasta: '2025-12-31' },
  Filas: [
    { Clave: '2026-11-01', Etiqueta: '2026-11-01', Actual: medidas(1500, 300), Comparado: medidas(1000, null) },
    { Clave: '2026-12-01', Etiqueta: '2026-12-01', Actual: medidas(500, 100), Comparado: medidas(0, null) },
  ],
  Total: medidas(2000, 400),
  TotalComparado: medidas(1000, null),
};

describe('a sales report as a spreadsheet and as text', () => {
  it('names each period in Spanish, long in the table and short under a column', () => {
    expect(etiquetaDeFila(reporte.Filas[0], 'mes')).toBe('Noviembre 2026');
    expect(etiquetaDeFila(reporte.Filas[0], 'mes', true)).toBe('nov 26');
    expect(etiquetaDeFila({ Clave: '2026-11-02', Etiqueta: '' }, 'semana')).toBe('Semana del 02 nov 2026');
    expect(etiquetaDeFila({ Clave: '7', Etiqueta: 'Carbón' }, 'categoria')).toBe('Carbón');
  });

  it('writes each row with its compared figure and change, then the total', () => {
    const filas = filasExcel(reporte, 'ventas');
    expect(filas).toHaveLength(3);
    expect(filas[0]).toEqual({
      Mes: 'Noviembre 2026',
      Pedidos: 2,
      Unidades: 5,
      Kilos: 10,
      Importe: { tipo: 'dinero', valor: 1500 },
      'Importe comparado': { tipo: 'dinero', valor: 1000 },
      'Variación %': 50,
    });
    expect(filas[1]['Variación %']).toBeNull();
    expect(filas[2]).toMatchObject({ Mes: 'Total', Importe: { tipo: 'dinero', valor: 2000 } });
    // The margin view: a period with no known cost compares with nothing.
    expect(filasExcel(reporte, 'margen')[0]).toMatchObject({
      Margen: { tipo: 'dinero', valor: 300 },
      'Margen comparado': { tipo: 'dinero', valor: 0 },
    });
  });

  it('by driver: each row is the driver’s name under "Chofer", and "Otros" stays as the API names it', () => {
    const porChofer: ReporteVentas = {
      ...reporte,
      Agrupar: 'chofer',
      Filas: [
        { Clave: '5', Etiqueta: 'Walter Ibáñez', Actual: medidas(1500, 300), Comparado: null },
        { Clave: 'otros', Etiqueta: 'Otros', Actual: medidas(500, 100), Comparado: null },
      ],
      Comparacion: null,
      TotalComparado: null,
    };
    expect(filasExcel(porChofer, 'ventas').map((f) => f.Chofer)).toEqual(['Walter Ibáñez', 'Otros', 'Total']);
  });

  it('writes a change with its sign, and none from nothing', () => {
    expect(textoVariacion(1500, 1000)).toBe('+50 %');
    expect(textoVariacion(500, 1000)).toBe('-50 %');
    expect(textoVariacion(10, 0)).toBe('—');
  });
});
