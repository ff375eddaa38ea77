// Spec section 5: the supplier form has the same required-field and e-mail messages as the user form.
export { validarDireccion, validarEmail, validarNombre, validarTelefono } from '../usuarios/validaciones';
