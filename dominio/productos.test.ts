import { describe, expect, it } from 'vitest';
import { esBajoStock } from './productos';

describe('esBajoStock', () => {
  it('marks stock below 10', () => {
    expect(esBajoStock(9)).toBe(true);
    expect(esBajoStock(0)).toBe(true);
    expect(esBajoStock(10)).toBe(false);
  });
});
