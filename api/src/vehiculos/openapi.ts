import { alertaDocumentoSchema, alertaMantenimientoSchema, resolverAlertaSchema } from '#dominio/alertas';
import {
  anioMaximo,
  correccionKilometrajeSchema,
  documentoCreateSchema,
  documentoVehiculoSchema,
  kilometrajeSchema,
  mantenimientoCreateSchema,
  mantenimientoUpdateSchema,
  mantenimientoSchema,
  registroKilometrajeSchema,
  vehiculoCreateSchema,
  vehiculoDetalleSchema,
  vehiculoFilterSchema,
  vehiculoSchema,
  vehiculoUpdateSchema,
} from '#dominio/vehiculos';
import { cargaCombustibleRespuestaSchema, cargaCombustibleSchema } from '#dominio/combustible';
import { detalleCostosSchema, costosVehiculoSchema, periodoSchema } from '#dominio/costos';
import { conDatos, escrito, lista, pagina, type Recurso } from '../openapi/operacion.js';
import { cargaMapper } from './combustible/mapper.js';
import { costosMapper } from './costos/mapper.js';
import { alertaDocumentoMapper, alertaMantenimientoMapper } from './alertas/mapper.js';
import { documentoMapper } from './documento/mapper.js';
import { registroMapper } from './kilometraje/mapper.js';
import { mantenimientoMapper } from './mantenimiento/mapper.js';
import { vehiculoMapper } from './vehiculo/mapper.js';

// The routes of vehiculos/*/routes.ts. Anio's upper bound follows the business year at each request;
// the reference shows the current one.
const ultimoAnio = anioMaximo(new Date().getFullYear());

export const vehiculosDoc: Recurso = {
  etiqueta: 'Vehículos',
  descripcion: 'Abierto a todos los roles, salvo inactivar un vehículo y corregir su kilometraje (Administrador).',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/vehiculos/costos',
      resumen: 'Costos de flota',
      descripcion:
        'Por vehículo: mantenimiento, combustible, km recorridos y costo por km en el período (desde y hasta, días inclusive; sin ellos, los últimos 12 meses).',
      acceso: ['Administrador', 'Supervisor'],
      lista: costosMapper,
      filtros: periodoSchema,
      respuesta: { descripcion: 'Una página de vehículos con sus costos', schema: pagina(costosVehiculoSchema) },
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/{id}/costos',
      resumen: 'Costos de un vehículo',
      descripcion: 'Los del período, por mes y por tipo de mantenimiento (desde y hasta; sin ellos, los últimos 12 meses).',
      filtros: periodoSchema,
      respuesta: { descripcion: 'Los costos del vehículo', schema: conDatos(detalleCostosSchema) },
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/{id}/combustible',
      resumen: 'Listar las cargas de combustible de un vehículo',
      descripcion: 'Con el consumo de tanque lleno a tanque lleno y la marca de consumo atípico.',
      lista: cargaMapper,
      respuesta: { descripcion: 'Las cargas', schema: lista(cargaCombustibleRespuestaSchema) },
    },
    {
      metodo: 'post',
      ruta: '/vehiculos/{id}/combustible',
      resumen: 'Registrar una carga de combustible',
      descripcion:
        'Registra también la lectura de kilometraje, en la misma transacción y con la misma regla: menor que la actual es 400 y no se escribe nada.',
      cuerpo: cargaCombustibleSchema,
      respuesta: { estado: 201, descripcion: 'La carga registrada', schema: escrito(cargaCombustibleRespuestaSchema) },
      idempotente: 'opcional',
    },
    {
      metodo: 'get',
      ruta: '/vehiculos',
      resumen: 'Listar vehículos',
      descripcion: 'fechaDesde y fechaHasta filtran por fecha de alta; conAlertas, los que tienen alertas de mantenimiento.',
      lista: vehiculoMapper,
      filtros: vehiculoFilterSchema,
      respuesta: { descripcion: 'Los vehículos', schema: lista(vehiculoSchema) },
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/disponibles',
      resumen: 'Listar vehículos disponibles',
      descripcion: 'Activos y Disponible.',
      lista: vehiculoMapper,
      respuesta: { descripcion: 'Los vehículos disponibles', schema: lista(vehiculoSchema) },
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/{id}',
      resumen: 'Obtener un vehículo',
      respuesta: { descripcion: 'El vehículo con sus documentos y mantenimientos', schema: conDatos(vehiculoDetalleSchema) },
      version: vehiculoDetalleSchema,
    },
    {
      metodo: 'post',
      ruta: '/vehiculos',
      resumen: 'Crear un vehículo',
      cuerpo: vehiculoCreateSchema(ultimoAnio),
      respuesta: { estado: 201, descripcion: 'El vehículo creado', schema: escrito(vehiculoSchema) },
      errores: [409],
    },
    {
      metodo: 'put',
      ruta: '/vehiculos/{id}',
      resumen: 'Actualizar un vehículo',
      cuerpo: vehiculoUpdateSchema(ultimoAnio),
      respuesta: { descripcion: 'El vehículo actualizado', schema: escrito(vehiculoSchema) },
      errores: [409],
      version: vehiculoDetalleSchema,
    },
    {
      metodo: 'put',
      ruta: '/vehiculos/{id}/desactivar',
      resumen: 'Inactivar un vehículo',
      acceso: ['Administrador'],
      respuesta: { descripcion: 'El vehículo inactivo', schema: escrito(vehiculoSchema) },
      version: vehiculoDetalleSchema,
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/{id}/documentos',
      resumen: 'Listar los documentos de un vehículo',
      lista: documentoMapper,
      respuesta: { descripcion: 'Los documentos', schema: lista(documentoVehiculoSchema) },
    },
    {
      metodo: 'post',
      ruta: '/vehiculos/{id}/documentos',
      resumen: 'Agregar un documento a un vehículo',
      cuerpo: documentoCreateSchema,
      respuesta: { estado: 201, descripcion: 'El documento agregado', schema: escrito(documentoVehiculoSchema) },
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/{id}/kilometraje/historial',
      resumen: 'Historial de kilometraje de un vehículo',
      lista: registroMapper,
      respuesta: { descripcion: 'Las lecturas', schema: lista(registroKilometrajeSchema) },
    },
    {
      metodo: 'post',
      ruta: '/vehiculos/{id}/kilometraje',
      resumen: 'Registrar el kilometraje',
      descripcion: 'Solo puede subir: una lectura menor a la actual es 400 (El kilometraje no puede ser menor al actual).',
      cuerpo: kilometrajeSchema,
      respuesta: { estado: 201, descripcion: 'Kilometraje actualizado', schema: escrito(registroKilometrajeSchema) },
    },
    {
      metodo: 'post',
      ruta: '/vehiculos/{id}/kilometraje/correccion',
      resumen: 'Corregir el kilometraje',
      descripcion: 'También hacia abajo, con un motivo obligatorio que queda en el historial; sobre la versión del vehículo que se mostró.',
      acceso: ['Administrador'],
      cuerpo: correccionKilometrajeSchema,
      version: vehiculoDetalleSchema,
      respuesta: { estado: 201, descripcion: 'Kilometraje corregido', schema: escrito(registroKilometrajeSchema) },
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/{id}/mantenimientos',
      resumen: 'Listar los mantenimientos de un vehículo',
      lista: mantenimientoMapper,
      respuesta: { descripcion: 'Los mantenimientos', schema: lista(mantenimientoSchema) },
    },
    {
      metodo: 'post',
      ruta: '/vehiculos/{id}/mantenimientos',
      resumen: 'Registrar un mantenimiento',
      descripcion:
        'Un tipo que contiene "aceite" o "correa" actualiza UltimoCambioAceite o UltimoCambioCorrea; un Kilometraje mayor al actual también lo sube.',
      cuerpo: mantenimientoCreateSchema,
      respuesta: { estado: 201, descripcion: 'El mantenimiento registrado', schema: escrito(mantenimientoSchema) },
      idempotente: 'opcional',
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/mantenimientos/{id}',
      resumen: 'Obtener un mantenimiento',
      respuesta: { descripcion: 'El mantenimiento', schema: conDatos(mantenimientoSchema) },
      version: mantenimientoSchema,
    },
    {
      metodo: 'put',
      ruta: '/vehiculos/mantenimientos/{id}',
      resumen: 'Actualizar un mantenimiento',
      cuerpo: mantenimientoUpdateSchema,
      respuesta: { descripcion: 'El mantenimiento actualizado', schema: escrito(mantenimientoSchema) },
      version: mantenimientoSchema,
    },
    {
      metodo: 'delete',
      ruta: '/vehiculos/mantenimientos/{id}',
      resumen: 'Eliminar un mantenimiento',
      respuesta: { descripcion: 'El mantenimiento eliminado', schema: escrito(mantenimientoSchema) },
      version: mantenimientoSchema,
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/alertas/mantenimiento',
      resumen: 'Listar alertas de mantenimiento',
      descripcion:
        'Aceite y correa por separado, de vehículos activos con kmFaltantes <= 500; Alta cuando kmFaltantes <= 0. Las más urgentes primero.',
      lista: alertaMantenimientoMapper,
      respuesta: { descripcion: 'Las alertas', schema: lista(alertaMantenimientoSchema) },
    },
    {
      metodo: 'get',
      ruta: '/vehiculos/alertas/documentos',
      resumen: 'Listar alertas de documentos',
      descripcion: 'Documentos no revisados de vehículos activos que vencen en 30 días o menos; Alta con 7 o menos. Las más urgentes primero.',
      lista: alertaDocumentoMapper,
      respuesta: { descripcion: 'Las alertas', schema: lista(alertaDocumentoSchema) },
    },
    {
      metodo: 'put',
      ruta: '/vehiculos/alertas/documentos/{id}/resolver',
      resumen: 'Resolver una alerta de documento',
      descripcion:
        'Marca el documento Revisado con el comentario; la alerta sale de la lista. id es el DocumentoID; la versión es la del documento (Version de la alerta).',
      cuerpo: resolverAlertaSchema,
      respuesta: { descripcion: 'Alerta resuelta', schema: escrito(documentoVehiculoSchema) },
      version: documentoVehiculoSchema,
    },
  ],
};
