import { z } from 'zod';
import {
  PASOS_SEGUNDO_FACTOR,
  activacionSchema,
  cambioContrasenaSchema,
  codigoDeIngresoSchema,
  desactivacionSchema,
  inscripcionSchema,
  loginSchema,
  recuperacionSchema,
  registroSchema,
  restablecimientoSchema,
  usuarioSchema,
} from '#dominio/usuarios';
import { escrito, type Recurso } from '../openapi/operacion.js';

const mensaje = z.object({ success: z.literal(true), message: z.string() });
const token = z.string().meta({ description: 'JWT HS256 para Authorization: Bearer.' });
const sesion = z.object({ success: z.literal(true), token, usuario: usuarioSchema });
const desafio = z.object({
  success: z.literal(true),
  SegundoFactor: z
    .enum(PASOS_SEGUNDO_FACTOR)
    .meta({ description: 'codigo: falta el código del segundo factor; inscripcion: REQUIERE_2FA exige activarlo antes de entrar.' }),
  Desafio: z.string().meta({ description: 'Vale 5 minutos para el paso siguiente; no sirve como token.' }),
});

export const authDoc: Recurso = {
  etiqueta: 'Autenticación',
  operaciones: [
    {
      metodo: 'post',
      ruta: '/auth/login',
      operationId: 'iniciarSesion',
      resumen: 'Iniciar sesión',
      descripcion:
        'nombreUsuario acepta el nombre de usuario o el email. Los intentos fallidos hacen esperar cada vez más (429 con Retry-After), por cuenta y dirección y por dirección. Un ingreso correcto deja la cookie carbonsur_dispositivo (HttpOnly, SameSite=Strict, Path=/api/auth, 30 días; por HTTPS __Secure-carbonsur_dispositivo, con Secure): con ella, esa cuenta cuenta sus intentos en ese navegador y no en la dirección. Una cuenta que espera la aprobación de un administrador responde 403 solo con la contraseña correcta.',
      acceso: 'publica',
      cuerpo: loginSchema,
      respuesta: {
        descripcion: 'El token y el usuario o, si la cuenta tiene segundo factor (o REQUIERE_2FA se lo exige), el desafío del paso siguiente',
        schema: z.union([sesion, desafio]),
      },
      errores: [401, 403, 429],
    },
    {
      metodo: 'post',
      ruta: '/auth/segundo-factor',
      operationId: 'ingresarConCodigo',
      resumen: 'Ingresar con el código del segundo factor',
      descripcion:
        'El segundo paso del ingreso: el Desafio que respondió /auth/login y un código de 6 dígitos de la aplicación (sirve una vez) o uno de los códigos de recuperación (XXXXX-XXXXX, cada uno una sola vez). Los códigos errados esperan como las contraseñas (429).',
      acceso: 'publica',
      cuerpo: codigoDeIngresoSchema,
      respuesta: { descripcion: 'El token y el usuario', schema: sesion },
      errores: [401, 429],
    },
    {
      metodo: 'post',
      ruta: '/auth/segundo-factor/inscripcion',
      operationId: 'inscribirSegundoFactor',
      resumen: 'Empezar a activar el segundo factor',
      descripcion:
        'Con el token de la sesión, o con el Desafio de un ingreso al que REQUIERE_2FA exige activarlo. Genera un secreto nuevo y responde su código QR para la aplicación de autenticación (y el secreto, para escribirlo a mano). 409 si ya está activo.',
      acceso: 'publica',
      cuerpo: inscripcionSchema,
      respuesta: {
        descripcion: 'El secreto a escanear',
        schema: z.object({
          data: z.object({
            Secreto: z.string().meta({ description: 'En base32, para escribirlo en la aplicación.' }),
            Uri: z.string().meta({ description: 'otpauth://totp/…' }),
            Qr: z.string().meta({ description: 'El código QR de Uri, como data:image/svg+xml;base64,…' }),
          }),
        }),
      },
      errores: [401, 409],
    },
    {
      metodo: 'post',
      ruta: '/auth/segundo-factor/activacion',
      operationId: 'activarSegundoFactor',
      resumen: 'Activar el segundo factor',
      descripcion:
        'Un código del secreto recién escaneado lo activa: responde los 10 códigos de recuperación (solo esta vez) y un token nuevo, porque revoca las sesiones anteriores. Con Desafio, es el final de ese ingreso.',
      acceso: 'publica',
      cuerpo: activacionSchema,
      respuesta: {
        descripcion: 'Los códigos de recuperación y la sesión',
        schema: sesion.extend({ CodigosDeRecuperacion: z.array(z.string()).length(10) }),
      },
      errores: [401, 409, 429],
    },
    {
      metodo: 'post',
      ruta: '/auth/segundo-factor/desactivacion',
      operationId: 'desactivarSegundoFactor',
      resumen: 'Desactivar el segundo factor propio',
      descripcion: 'Pide un código (de la aplicación o de recuperación). Un Administrador no puede con REQUIERE_2FA=administradores (403).',
      cuerpo: desactivacionSchema,
      respuesta: { descripcion: 'Segundo factor desactivado', schema: mensaje },
      errores: [401, 403, 409, 429],
    },
    {
      metodo: 'post',
      ruta: '/auth/registrar',
      operationId: 'registrarUsuario',
      resumen: 'Registrar un usuario',
      descripcion:
        'Público según REGISTRO: abierto (la cuenta queda activa), aprobacion (queda inactiva hasta que un administrador la apruebe) o cerrado (403 sin el token de un administrador). Una cuenta con Rol Administrador solo con el token de un administrador, o (fuera de producción) mientras no haya un administrador activo. Un nombre de usuario o email ya usados responden un único 409 que no dice cuál.',
      acceso: 'publica',
      cuerpo: registroSchema,
      respuesta: { estado: 201, descripcion: 'El usuario registrado', schema: escrito(usuarioSchema) },
      errores: [403, 409, 429],
    },
    {
      metodo: 'post',
      ruta: '/auth/recuperar-contrasena',
      operationId: 'pedirRecuperacionDeContrasena',
      resumen: 'Pedir un enlace para restablecer la contraseña',
      descripcion:
        'nombreUsuario acepta el nombre de usuario o el email. Si la cuenta existe, está activa y tiene email, le envía por correo un enlace de un solo uso que vence a los 30 minutos. Responde lo mismo, y no antes de 400 ms, exista o no la cuenta. Los pedidos esperan como los ingresos (429), por cuenta y dirección y por dirección. Los enlaces apuntan a URL_PUBLICA; sin ella, fuera de producción, a la dirección del pedido, y en producción responde 503.',
      acceso: 'publica',
      cuerpo: recuperacionSchema,
      respuesta: { descripcion: 'Pedido recibido', schema: mensaje },
      errores: [429, 503],
    },
    {
      metodo: 'post',
      ruta: '/auth/restablecer-contrasena',
      operationId: 'restablecerContrasena',
      resumen: 'Restablecer la contraseña con el enlace recibido',
      descripcion:
        'Token es lo que sigue a # en el enlace del correo. Con un enlace vigente y sin usar pone la contraseña nueva (con las reglas de siempre), gasta todos los enlaces de la cuenta, cierra todas sus sesiones y borra sus esperas de ingreso. Un enlace desconocido, usado o vencido responde 400 y cuenta como un intento fallido de la dirección.',
      acceso: 'publica',
      cuerpo: restablecimientoSchema,
      respuesta: { descripcion: 'Contraseña restablecida', schema: mensaje },
      errores: [429],
    },
    {
      metodo: 'post',
      ruta: '/auth/logout',
      operationId: 'cerrarSesion',
      resumen: 'Cerrar sesión',
      descripcion: 'Revoca el token con que se llama y los anteriores del mismo usuario.',
      respuesta: { descripcion: 'Sesión cerrada', schema: mensaje },
    },
    {
      metodo: 'put',
      ruta: '/auth/contrasena',
      operationId: 'cambiarContrasena',
      resumen: 'Cambiar la contraseña propia',
      descripcion:
        'Pide la contraseña actual (los intentos errados esperan como los de ingreso: 429); la nueva no puede ser una de las más comunes. Revoca los tokens anteriores y responde uno nuevo.',
      cuerpo: cambioContrasenaSchema,
      respuesta: { descripcion: 'Contraseña actualizada', schema: z.object({ success: z.literal(true), message: z.string(), token }) },
      errores: [429],
    },
    {
      metodo: 'get',
      ruta: '/auth/usuario-actual',
      operationId: 'obtenerUsuarioActual',
      resumen: 'Obtener el usuario de la sesión',
      respuesta: { descripcion: 'El usuario, sin sobre', schema: usuarioSchema },
    },
  ],
};
