import { z } from 'zod';
import { preferenciasSchema, usuarioCreateSchema, usuarioFilterSchema, usuarioSchema, usuarioUpdateSchema } from '#dominio/usuarios';
import { conDatos, escrito, type Operacion, type Recurso } from '../openapi/operacion.js';
import { usuarioMapper } from './mapper.js';

const unUsuario = (resumen: string, resto: Omit<Operacion, 'resumen' | 'ruta' | 'acceso'> & { ruta?: string }): Operacion => ({
  ruta: '/usuarios/{id}',
  resumen,
  acceso: ['Administrador'],
  ...resto,
});

export const usuariosDoc: Recurso = {
  etiqueta: 'Usuarios',
  descripcion: 'Solo Administrador. Responden el cuerpo sin sobre { data } (como pide la especificación).',
  operaciones: [
    unUsuario('Listar usuarios', {
      operationId: 'listarUsuarios',
      metodo: 'get',
      ruta: '/usuarios',
      descripcion: 'Un arreglo; el total va en el encabezado X-Total-Count.',
      lista: usuarioMapper,
      filtros: usuarioFilterSchema,
      respuesta: {
        descripcion: 'Los usuarios',
        schema: z.array(usuarioSchema),
        encabezados: z.object({ 'X-Total-Count': z.string().meta({ description: 'Total de usuarios que cumplen el filtro.' }) }),
      },
    }),
    unUsuario('Obtener un usuario', {
      operationId: 'obtenerUsuario',
      metodo: 'get',
      respuesta: { descripcion: 'El usuario', schema: usuarioSchema },
      version: usuarioSchema,
    }),
    unUsuario('Crear un usuario', {
      operationId: 'crearUsuario',
      metodo: 'post',
      ruta: '/usuarios',
      cuerpo: usuarioCreateSchema,
      respuesta: { estado: 201, descripcion: 'El usuario creado', schema: escrito(usuarioSchema) },
      errores: [409],
    }),
    unUsuario('Actualizar un usuario', {
      operationId: 'actualizarUsuario',
      metodo: 'put',
      descripcion: 'Una Contrasena vacía conserva la actual; cambiar la contraseña o el rol revoca sus tokens.',
      cuerpo: usuarioUpdateSchema,
      respuesta: { descripcion: 'El usuario actualizado', schema: escrito(usuarioSchema) },
      errores: [409],
      version: usuarioSchema,
    }),
    unUsuario('Inactivar un usuario', {
      operationId: 'inactivarUsuario',
      metodo: 'put',
      ruta: '/usuarios/{id}/desactivar',
      descripcion: 'Un administrador no puede inactivar su propia cuenta.',
      respuesta: { descripcion: 'El usuario inactivo', schema: escrito(usuarioSchema) },
      version: usuarioSchema,
    }),
    unUsuario('Aprobar un registro', {
      operationId: 'aprobarRegistro',
      metodo: 'put',
      ruta: '/usuarios/{id}/aprobar',
      descripcion: 'Con REGISTRO=aprobacion: activa una cuenta pendiente con el rol que pidió. 409 si no está pendiente.',
      respuesta: { descripcion: 'El usuario aprobado', schema: escrito(usuarioSchema) },
      errores: [409],
      version: usuarioSchema,
    }),
    unUsuario('Rechazar un registro', {
      operationId: 'rechazarRegistro',
      metodo: 'put',
      ruta: '/usuarios/{id}/rechazar',
      descripcion: 'Con REGISTRO=aprobacion: la cuenta pendiente queda rechazada e inactiva (no se borra). 409 si no está pendiente.',
      respuesta: { descripcion: 'El usuario rechazado', schema: escrito(usuarioSchema) },
      errores: [409],
      version: usuarioSchema,
    }),
    unUsuario('Reiniciar los intentos de ingreso', {
      operationId: 'desbloquearIngreso',
      metodo: 'delete',
      ruta: '/usuarios/{id}/intentos',
      descripcion: 'Borra los intentos fallidos de la cuenta desde toda dirección, para que pueda ingresar de inmediato.',
      respuesta: { descripcion: 'Intentos de ingreso reiniciados', schema: escrito(usuarioSchema) },
    }),
    unUsuario('Restablecer el segundo factor', {
      operationId: 'restablecerSegundoFactor',
      metodo: 'delete',
      ruta: '/usuarios/{id}/segundo-factor',
      descripcion:
        'Un teléfono perdido: borra el secreto y los códigos de recuperación del usuario, que vuelve a ingresar con su contraseña y (si REQUIERE_2FA lo exige) activa uno nuevo. Queda en su actividad. 409 si no tenía segundo factor.',
      respuesta: { descripcion: 'Segundo factor restablecido', schema: escrito(usuarioSchema) },
      errores: [409],
    }),
    {
      operationId: 'obtenerPreferencias',
      metodo: 'get',
      ruta: '/usuarios/yo/preferencias',
      resumen: 'Mis preferencias',
      descripcion: 'Las del usuario que ingresó, cualquiera sea su rol.',
      respuesta: { descripcion: 'Sus preferencias', schema: conDatos(preferenciasSchema) },
    },
    {
      operationId: 'guardarPreferencias',
      metodo: 'put',
      ruta: '/usuarios/yo/preferencias',
      resumen: 'Guardar mis preferencias',
      descripcion: 'Las del usuario que ingresó, cualquiera sea su rol: ResumenDiario pide el resumen diario por correo.',
      cuerpo: preferenciasSchema,
      respuesta: { descripcion: 'Preferencias guardadas', schema: escrito(preferenciasSchema) },
    },
  ],
};
