import { minValue, required, type Validator } from 'react-admin';

// Messages of spec core.md section 5 (product form).
export const validarNombre = required('Nombre requerido');

export const validarPrecio = [required('Precio requerido'), minValue(0, 'El precio no puede ser negativo')];

const entero: Validator = (value) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'Debe ser un número entero';

export const validarStock = [required('Stock requerido'), entero, minValue(0, 'El stock no puede ser negativo')];
