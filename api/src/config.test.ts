import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('defaults: port 3000, 8h tokens, Buenos Aires business zone, demo data only on the embedded database', () => {
    const embebida = loadConfig({});
    expect(embebida).toMatchObject({ port: 3000, jwtExpiresIn: '8h', zonaNegocio: 'America/Argentina/Buenos_Aires', seedDemo: true });
    expect(embebida.databaseUrl).toBeUndefined();
    const servidor = loadConfig({ DATABASE_URL: 'postgres://localhost/x' });
    expect(servidor).toMatchObject({ databaseUrl: 'postgres://localhost/x', seedDemo: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('TRUST_PROXY: off by default; 1 or true for one proxy; a number of proxies; anything else refused', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'si' })).toThrow('TRUST_PROXY');
  });
});
