import path from 'node:path';
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

  it('backups: each night at 03:00 on the embedded database, not on PostgreSQL (its DBA has their own), unless RESPALDO_AUTOMATICO says', () => {
    expect(loadConfig({}).respaldos).toEqual({
      directorio: path.resolve('./respaldos'),
      automatico: true,
      hora: { hora: 3, minuto: 0 },
      conservar: 14,
    });
    const postgres = { DATABASE_URL: 'postgres://localhost/x' };
    expect(loadConfig(postgres).respaldos.automatico).toBe(false);
    expect(loadConfig({ ...postgres, RESPALDO_AUTOMATICO: '1' }).respaldos.automatico).toBe(true);
    expect(loadConfig({ RESPALDO_AUTOMATICO: 'false' }).respaldos.automatico).toBe(false);
    expect(() => loadConfig({ RESPALDO_AUTOMATICO: 'si' })).toThrow('RESPALDO_AUTOMATICO debe ser 1 o 0 (true o false)');
    expect(() => loadConfig({ RESPALDO_HORA: '24:00' })).toThrow('RESPALDO_HORA debe ser una hora HH:MM, de 00:00 a 23:59');
  });

  it('production: no demo data unless SEED_DEMO asks for it, whatever the database', () => {
    const produccion = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(produccion).seedDemo).toBe(false);
    expect(loadConfig({ ...produccion, DATABASE_URL: 'postgres://localhost/x' }).seedDemo).toBe(false);
    expect(loadConfig({ ...produccion, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('REGISTRO: abierto by default, aprobacion by default in production, anything else refused', () => {
    expect(loadConfig({}).registro).toBe('abierto');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).registro).toBe('aprobacion');
    for (const modo of ['abierto', 'aprobacion', 'cerrado'] as const) {
      expect(loadConfig({ REGISTRO: modo }).registro).toBe(modo);
      expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), REGISTRO: modo }).registro).toBe(modo);
    }
    for (const malo of ['abierta', 'ABIERTO', 'si']) {
      expect(() => loadConfig({ REGISTRO: malo })).toThrow('REGISTRO debe ser abierto, aprobacion o cerrado');
    }
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

  it('COBRO_PUERTA_MARGEN: 10 % by default, a percentage from 0 up, anything else refused', () => {
    expect(loadConfig({}).cobroPuertaMargen).toBe(10);
    expect(loadConfig({ COBRO_PUERTA_MARGEN: '0' }).cobroPuertaMargen).toBe(0);
    expect(loadConfig({ COBRO_PUERTA_MARGEN: '2.5' }).cobroPuertaMargen).toBe(2.5);
    expect(loadConfig({ COBRO_PUERTA_MARGEN: '15%' }).cobroPuertaMargen).toBe(15);
    for (const malo of ['-5', 'diez', '5 pesos', '1,5']) {
      expect(() => loadConfig({ COBRO_PUERTA_MARGEN: malo }), malo).toThrow('COBRO_PUERTA_MARGEN debe ser un porcentaje de 0 en adelante');
    }
  });

  it('BCRYPT_COST: 10 by default, 4 to 15, never under 10 in production', () => {
    expect(loadConfig({}).costoContrasenas).toBe(10);
    expect(loadConfig({ BCRYPT_COST: '4' }).costoContrasenas).toBe(4);
    expect(loadConfig({ BCRYPT_COST: '12', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).costoContrasenas).toBe(12);
    for (const malo of ['3', '16', 'diez', '10.5']) {
      expect(() => loadConfig({ BCRYPT_COST: malo }), malo).toThrow('BCRYPT_COST debe ser un número entero de 4 a 15');
    }
    expect(() => loadConfig({ BCRYPT_COST: '4', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      'BCRYPT_COST no puede ser menor que 10 con NODE_ENV=production',
    );
  });

  it('METRICAS_TOKEN: none unless given, and never a short one', () => {
    expect(loadConfig({}).metricasToken).toBeUndefined();
    expect(loadConfig({ METRICAS_TOKEN: '' }).metricasToken).toBeUndefined();
    expect(loadConfig({ METRICAS_TOKEN: 'x'.repeat(24) }).metricasToken).toBe('x'.repeat(24));
    expect(() => loadConfig({ METRICAS_TOKEN: 'corto' })).toThrow('METRICAS_TOKEN debe tener al menos 24 caracteres');
  });

  it('the company on the papers: the brand and a general address by default, CUIT and phone only when given', () => {
    expect(loadConfig({}).empresa).toEqual({
      nombre: 'CarbonSur — Distribuidora de Carbón',
      direccion: 'Buenos Aires, Argentina',
      cuit: '',
      telefono: '',
      iibb: '901-123456-7',
      inicioActividades: '2015-03-01',
    });
    const propia = loadConfig({
      EMPRESA_NOMBRE: 'Carbones del Oeste S.R.L.',
      EMPRESA_DIRECCION: 'Ruta 7 km 45, Luján',
      EMPRESA_CUIT: '30-71234567-8',
      EMPRESA_TELEFONO: '02323 44-5566',
      EMPRESA_IIBB: '30-71234567-8',
      EMPRESA_INICIO_ACTIVIDADES: '2019-08-01',
    });
    expect(propia.empresa).toEqual({
      nombre: 'Carbones del Oeste S.R.L.',
      direccion: 'Ruta 7 km 45, Luján',
      cuit: '30-71234567-8',
      telefono: '02323 44-5566',
      iibb: '30-71234567-8',
      inicioActividades: '2019-08-01',
    });
  });

  it("the company's ingresos brutos and start of activities: the demo's made-up ones, none in production, a real date only", () => {
    const produccion = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).empresa;
    expect([produccion.iibb, produccion.inicioActividades]).toEqual(['', '']);
    for (const malo of ['01/03/2015', '2015-02-30', 'ayer']) {
      expect(() => loadConfig({ EMPRESA_INICIO_ACTIVIDADES: malo }), malo).toThrow('EMPRESA_INICIO_ACTIVIDADES debe ser una fecha AAAA-MM-DD');
    }
  });

  it('RELOJ_DESDE: the real clock by default; an instant the clock starts at and runs on from; refused in production or malformed', () => {
    const antes = Date.now();
    expect(Math.abs(loadConfig({}).now().getTime() - antes)).toBeLessThan(5_000);
    const movido = loadConfig({ RELOJ_DESDE: '2030-01-15T00:05:00-03:00' }).now();
    expect(movido.getTime() - Date.parse('2030-01-15T03:05:00Z')).toBeGreaterThanOrEqual(0);
    expect(movido.getTime() - Date.parse('2030-01-15T03:05:00Z')).toBeLessThan(5_000);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), RELOJ_DESDE: '2030-01-15T00:05:00-03:00' })).toThrow(
      'RELOJ_DESDE no se admite con NODE_ENV=production',
    );
    expect(() => loadConfig({ RELOJ_DESDE: 'mañana' })).toThrow(
      'RELOJ_DESDE debe ser un instante ISO 8601, por ejemplo 2026-12-04T09:00:00-03:00',
    );
  });

  it('WEB_CONCURRENCY: one process by default, a whole number from 1 up, anything else refused', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    for (const malo of ['0', '-1', '2.5', 'dos']) expect(() => loadConfig({ WEB_CONCURRENCY: malo })).toThrow('WEB_CONCURRENCY');
  });

  it('MIGRATE_ONLY: off by default; 1 or true to prepare the database and exit', () => {
    expect(loadConfig({}).migrateOnly).toBe(false);
    expect(loadConfig({ MIGRATE_ONLY: '1' }).migrateOnly).toBe(true);
    expect(loadConfig({ MIGRATE_ONLY: 'true' }).migrateOnly).toBe(true);
  });
});
