import { describe, expect, it } from 'vitest';
import { RECHAZOS, VALIDOS, type Formulario } from '../../../api/test/rechazosVehiculos';
import { validarDocumento, validarKilometraje, validarMantenimiento, validarVehiculo } from './validaciones';

// The admin half of the shared table (api/src/vehiculos/rechazos.test.ts sends it to the API).

const VALIDADORES: Record<Formulario, (values: Record<string, unknown>) => Record<string, string>> = {
  vehiculo: validarVehiculo,
  documento: validarDocumento,
  kilometraje: validarKilometraje,
  mantenimiento: validarMantenimiento,
};

describe('the fleet forms refuse what the API refuses, with the same message', () => {
  it.each(RECHAZOS)('$formulario: $caso', ({ formulario, valores, campo, mensaje }) => {
    expect(VALIDADORES[formulario]({ ...VALIDOS[formulario], ...valores })[campo]).toBe(mensaje);
  });

  it.each(Object.keys(VALIDOS) as Formulario[])('takes the valid %s form', (formulario) => {
    expect(VALIDADORES[formulario](VALIDOS[formulario])).toEqual({});
  });
});
