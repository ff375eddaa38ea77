import { describe, expect, it } from 'vitest';
import { formatMonedaCorta } from './textosGraficos';

describe('formatMonedaCorta', () => {
  it('shortens money on the axis with Spanish words and decimals', () => {
    expect(formatMonedaCorta(0)).toBe('$0');
    expect(formatMonedaCorta(950)).toBe('$950');
    expect(formatMonedaCorta(120000)).toBe('$120 mil');
    expect(formatMonedaCorta(1500000)).toBe('$1,5 M');
  });
});
