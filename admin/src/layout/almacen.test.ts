import { beforeEach, describe, expect, it, vi } from 'vitest';
import { almacenDelNavegador } from './almacen';
import { modoDelNavegador } from './modoTema';

const preferencia = (oscuro: boolean) =>
  vi.stubGlobal('matchMedia', (consulta: string) => ({ matches: oscuro && consulta === '(prefers-color-scheme: dark)' }));

describe('the light/dark choice', () => {
  beforeEach(() => localStorage.clear());

  it('follows the system until the toggle chooses, and the login page reads what the store wrote', () => {
    preferencia(true);
    expect(modoDelNavegador()).toBe('dark');
    const almacen = almacenDelNavegador();
    almacen.setup();
    almacen.setItem('theme', 'light');
    expect(modoDelNavegador()).toBe('light');
  });

  it('outlives signing out, which forgets everything else', () => {
    preferencia(false);
    const almacen = almacenDelNavegador();
    almacen.setup();
    almacen.setItem('theme', 'dark');
    almacen.setItem('clientes.savedQueries', [{ label: 'Mías', value: {} }]);
    almacen.reset();
    expect(almacen.getItem('clientes.savedQueries')).toBeUndefined();
    expect(almacen.getItem('theme')).toBe('dark');
    expect(modoDelNavegador()).toBe('dark');
  });
});
