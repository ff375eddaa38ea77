import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { NINGUN_ATAJO, TODOS_LOS_ATAJOS, leerAtajos } from './atajos.js';

describe('the fast-path switches', () => {
  it('are all on by default, all off with RAPIDO=0, and each own variable wins over RAPIDO', () => {
    expect(leerAtajos({})).toEqual(TODOS_LOS_ATAJOS);
    expect(leerAtajos({ RAPIDO: '0' })).toEqual(NINGUN_ATAJO);
    expect(leerAtajos({ RAPIDO: 'false', RAPIDO_CONTEOS: '1' })).toEqual({ ...NINGUN_ATAJO, conteos: true });
    expect(leerAtajos({ RAPIDO_JSON_SQL: '0', RAPIDO_PREPARADAS: 'false' })).toEqual({ ...TODOS_LOS_ATAJOS, jsonSql: false, preparadas: false });
    expect(leerAtajos({ RAPIDO_TAMANOS_PGLITE: '0', RAPIDO: '1' })).toEqual({ ...TODOS_LOS_ATAJOS, tamanosPglite: false });
    expect(loadConfig({ RAPIDO: '0' }).atajos).toEqual(NINGUN_ATAJO);
  });

  it('refuse any other value, so the server does not start with a typo', () => {
    expect(() => leerAtajos({ RAPIDO: 'no' })).toThrow('RAPIDO debe ser 1 o 0');
    expect(() => leerAtajos({ RAPIDO_CONTEOS: 'off' })).toThrow('RAPIDO_CONTEOS debe ser 1 o 0');
  });
});
