import { describe, expect, it } from 'vitest';
import { IMPORTACION_BYTES_MAXIMO, problemaDeTamano } from './importaciones';

describe('problemaDeTamano: what the admin says before sending a file over the limit', () => {
  const MB = 1024 * 1024;

  it("takes up to 10 MB, the API's limit", () => {
    expect(IMPORTACION_BYTES_MAXIMO).toBe(10 * MB);
    expect(problemaDeTamano(10 * MB, 'archivo')).toBeUndefined();
    expect(problemaDeTamano(0, 'filas')).toBeUndefined();
  });

  it('says how much the file, or its rows written out, weigh, and the limit; never rounding down to it', () => {
    expect(problemaDeTamano(11.2 * MB, 'archivo')).toBe('El archivo pesa 11,2 MB y se pueden importar hasta 10 MB por vez: divídalo en partes');
    expect(problemaDeTamano(10 * MB + 1, 'filas')).toBe(
      'Las filas del archivo ocupan 10,1 MB y se pueden importar hasta 10 MB por vez: divídalo en partes',
    );
  });
});
