import { describe, expect, it } from 'vitest';
import { reglaCambioEstado } from './cambioEstado';

describe('reglaCambioEstado', () => {
  it('enables the button only when the selection differs from the current status', () => {
    expect(reglaCambioEstado({ actual: 'Pendiente', seleccion: 'Pendiente', puedeNoPendiente: true })).toEqual({
      selectorHabilitado: true,
      botonHabilitado: false,
    });
    expect(reglaCambioEstado({ actual: 'Pendiente', seleccion: 'En Proceso', puedeNoPendiente: true })).toEqual({
      selectorHabilitado: true,
      botonHabilitado: true,
    });
  });

  it('lets a role without the right change the status only while it is Pendiente', () => {
    expect(reglaCambioEstado({ actual: 'Pendiente', seleccion: 'En Proceso', puedeNoPendiente: false })).toEqual({
      selectorHabilitado: true,
      botonHabilitado: true,
    });
    expect(reglaCambioEstado({ actual: 'En Proceso', seleccion: 'Completado', puedeNoPendiente: false })).toEqual({
      selectorHabilitado: false,
      botonHabilitado: false,
    });
  });

  it('lets an administrator change it from any status', () => {
    expect(reglaCambioEstado({ actual: 'Cancelado', seleccion: 'Pendiente', puedeNoPendiente: true })).toEqual({
      selectorHabilitado: true,
      botonHabilitado: true,
    });
  });
});
