import { defaultExporter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { celdaSegura, exportarComo } from './exportar';

vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), defaultExporter: vi.fn() }));

describe('CSV cells a spreadsheet would run as formulas', () => {
  it("prefix ' to text starting with =, +, -, @, tab or carriage return", () => {
    for (const texto of ['=HYPERLINK("http://x","clic")', '+54 11 5555-0101', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(celdaSegura(texto)).toBe(`'${texto}`);
    }
  });

  it('leave other text, numbers (negative ones too), booleans, dates and empty values as they are', () => {
    const fecha = new Date('2026-11-27T10:00:00Z');
    for (const valor of ['Carbón vegetal 4 kg', ' =no empieza con el signo', "'=ya protegido", '', -5, 0, 12.5, true, null, undefined, fecha]) {
      expect(celdaSegura(valor)).toBe(valor);
    }
  });

  it('guard nested records and arrays cell by cell (the columns react-admin flattens)', () => {
    expect(celdaSegura({ Cliente: { Nombre: '=1+1', Stock: -5 }, Etiquetas: ['@a', 'b'] })).toEqual({
      Cliente: { Nombre: "'=1+1", Stock: -5 },
      Etiquetas: ["'@a", 'b'],
    });
  });

  it('reach the CSV from every exporter built with exportarComo, after the row is flattened', () => {
    const exportador = exportarComo((c) => ({ Cliente: `${c.Nombre} ${c.Apellido}`.trim(), Stock: c.Stock }));
    exportador([{ id: 1, Nombre: '', Apellido: '=HYPERLINK("http://x")', Stock: -5 }], vi.fn(), {} as never, 'clientes');
    expect(vi.mocked(defaultExporter).mock.calls[0][0]).toEqual([{ Cliente: '\'=HYPERLINK("http://x")', Stock: -5 }]);
  });
});
