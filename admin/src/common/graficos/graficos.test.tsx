import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usarJsdom } from '../../test/jsdom';
import { GraficoBarras } from './GraficoBarras';
import { anchoTexto, apilar, type Etiqueta, ejeValores, etiquetasEje } from './medidas';

describe('etiquetasEje', () => {
  /** `cantidad` labels `espacio` px apart, centred in their bands as a bar chart places them. */
  const categorias = (cantidad: number, espacio: number, etiqueta: (i: number) => string) =>
    Array.from({ length: cantidad }, (_, i) => ({ x: (i + 0.5) * espacio, etiqueta: etiqueta(i) }));
  const dia = (i: number) => `${i + 1} mar`;

  /** Each label inside the plot and clear of the next by the 8 px gap. */
  function sinSolaparse(visibles: Etiqueta[], ancho: number) {
    const cajas = visibles.map(({ x, etiqueta }) => [x - anchoTexto(etiqueta) / 2, x + anchoTexto(etiqueta) / 2]);
    expect(cajas[0][0]).toBeGreaterThanOrEqual(0);
    expect(cajas.at(-1)![1]).toBeLessThanOrEqual(ancho);
    const huecos = cajas.slice(1).map(([desde], i) => desde - cajas[i][1]);
    expect(Math.min(...huecos)).toBeGreaterThanOrEqual(8);
  }

  it('shows every label when there is room', () => {
    expect(etiquetasEje(categorias(30, 60, dia), 1800)).toHaveLength(30);
  });

  it('thins them out evenly counting back from the last, which always shows', () => {
    // '30 mar' and its gap take 50 px: 20 px apart, one in every 3 fits (the plot leaves room past the last).
    const visibles = etiquetasEje(categorias(30, 20, dia), 620);
    expect(visibles.map((v) => v.etiqueta)).toEqual([
      '3 mar',
      '6 mar',
      '9 mar',
      '12 mar',
      '15 mar',
      '18 mar',
      '21 mar',
      '24 mar',
      '27 mar',
      '30 mar',
    ]);
    sinSolaparse(visibles, 620);
  });

  it('moves the end labels inside the plot, leaving out a neighbour they would then touch', () => {
    // 13 months 18 px apart on a phone: 'nov 2025' is 56 px wide, its centre 9 px from each end.
    const meses = categorias(
      13,
      18,
      (i) => `${['nov', 'dic', 'ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct'][i % 12]} 2025`,
    );
    const visibles = etiquetasEje(meses, 234);
    expect(visibles.at(-1)).toEqual({ x: 234 - 28, etiqueta: 'nov 2025' });
    expect(visibles.length).toBeGreaterThanOrEqual(3);
    sinSolaparse(visibles, 234);
  });

  it('copes with no labels', () => {
    expect(etiquetasEje([], 100)).toEqual([]);
  });
});

describe('apilar', () => {
  it('stacks each column bottom up in series order and totals it', () => {
    expect(apilar([[100, 50], [0, 30], []])).toEqual([
      {
        tramos: [
          { desde: 0, hasta: 100 },
          { desde: 100, hasta: 150 },
        ],
        total: 150,
      },
      {
        tramos: [
          { desde: 0, hasta: 0 },
          { desde: 0, hasta: 30 },
        ],
        total: 30,
      },
      { tramos: [], total: 0 },
    ]);
  });
});

describe('ejeValores', () => {
  it('rounds the range out to nice marks, bottom to top, and measures its widest label', () => {
    const { escala, marcas, ancho } = ejeValores(0, 93_000, 200, (valor) => `$${valor}`);
    expect(escala.domain()).toEqual([0, 100_000]);
    expect(marcas.map((m) => m.valor)).toEqual([0, 20_000, 40_000, 60_000, 80_000, 100_000]);
    expect(marcas[0].y).toBe(200);
    expect(marcas.at(-1)!.y).toBe(0);
    expect(ancho).toBe('$100000'.length * 7 + 8);
  });

  it('starts and ends on a mark when the range does not start at zero', () => {
    const { escala, marcas } = ejeValores(26.9, 42.6, 208, String);
    expect(escala.domain()).toEqual([marcas[0].valor, marcas.at(-1)!.valor]);
    expect(marcas[0].valor).toBeLessThanOrEqual(26.9);
    expect(marcas.at(-1)!.valor).toBeGreaterThanOrEqual(42.6);
  });

  it('gives a flat series a range to draw in', () => {
    expect(ejeValores(0, 0, 200, String).escala.domain()).toEqual([0, 1]);
    expect(ejeValores(9, 9, 200, String).escala.domain()).toEqual([9, 10]);
  });
});

describe('GraficoBarras', () => {
  const { montar } = usarJsdom();
  const resizeObserver = globalThis.ResizeObserver;

  beforeAll(() => {
    // jsdom lays nothing out: the container reports 600 px as soon as it is observed.
    globalThis.ResizeObserver = class {
      constructor(private readonly avisar: ResizeObserverCallback) {}
      observe() {
        this.avisar([{ contentRect: { width: 600 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    globalThis.ResizeObserver = resizeObserver;
  });
  const dias = Array.from({ length: 30 }, (_, i) => ({
    clave: `2026-03-${String(i + 1).padStart(2, '0')}`,
    etiqueta: `${i + 1} mar`,
    titulo: `${i + 1} de marzo`,
    valores: [i * 1000],
    color: i === 29 ? 'red' : undefined,
  }));

  it('draws a bar per day, today in its own colour, and a label under the ones that fit', async () => {
    const grafico = await montar(<GraficoBarras ariaLabel="Ventas" series={[{ nombre: 'Ventas', color: 'brown' }]} columnas={dias} />);
    const svg = grafico.querySelector('svg[role="img"][aria-label="Ventas"]')!;
    expect(svg.getAttribute('width')).toBe('600');
    const barras = [...svg.querySelectorAll('rect[data-barra]')];
    expect(barras).toHaveLength(30);
    expect(barras.map((b) => b.getAttribute('fill'))).toEqual([...Array(29).fill('brown'), 'red']);
    // Higher sales, taller bars.
    expect(Number(barras[29].getAttribute('height'))).toBeGreaterThan(Number(barras[1].getAttribute('height')));
    const etiquetas = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(etiquetas).toContain('30 mar');
    expect(etiquetas).toContain('$25 mil');
    expect(etiquetas.filter((t) => t?.endsWith(' mar')).length).toBeLessThan(30);
  });

  it('stacks the series of a column, with a legend', async () => {
    const grafico = await montar(
      <GraficoBarras
        ariaLabel="Costos"
        series={[
          { nombre: 'Mantenimiento', color: 'brown' },
          { nombre: 'Combustible', color: 'orange' },
        ]}
        columnas={[{ clave: '2026-03', etiqueta: 'mar 2026', titulo: 'marzo 2026', valores: [100, 300] }]}
      />,
    );
    expect(grafico.textContent).toContain('Mantenimiento');
    const [mantenimiento, combustible] = [...grafico.querySelectorAll('rect[data-barra]')];
    expect(mantenimiento.getAttribute('data-barra')).toBe('Mantenimiento');
    // Fuel sits on top of maintenance, three times as tall.
    const y = (barra: Element, atributo: string) => Number(barra.getAttribute(atributo));
    expect(y(combustible, 'y') + y(combustible, 'height')).toBeCloseTo(y(mantenimiento, 'y'));
    expect(y(combustible, 'height')).toBeCloseTo(3 * y(mantenimiento, 'height'));
  });

  it('says so when there is nothing to draw', async () => {
    const grafico = await montar(<GraficoBarras ariaLabel="Costos" series={[{ nombre: 'Costo', color: 'brown' }]} columnas={[]} />);
    expect(grafico.textContent).toContain('No hay datos para mostrar');
    expect(grafico.querySelectorAll('rect[data-barra]')).toHaveLength(0);
  });
});
