import { z, type ZodObject, type ZodType } from 'zod';
import { correoEncoladoSchema, enviarCorreoSchema } from '#dominio/correos';
import type { Rol } from '#dominio/roles';
import type { Mapper } from '../db/mapper.js';
import { conDatos, escrito, lista, pagina, type Operacion } from '../openapi/operacion.js';

// The reference of the routes both kinds of order have alike (routes.ts beside this file), and of
// their status histories.

interface Pedidos {
  /** '/pedidos' */
  ruta: string;
  /** 'pedido', 'pedido a proveedor' */
  nombre: string;
  /** The name in its operations' ids: { uno: 'PedidoAProveedor', varios: 'PedidosAProveedores' } (crearPedidoAProveedor). */
  enIds: { uno: string; varios: string };
  pedido: ZodType;
  /** The mappers its lists and its history sort with. */
  mapper: Mapper<Record<string, unknown>>;
  entrada: ZodType;
  mapperHistorial: Mapper<Record<string, unknown>>;
  estado: ZodType;
  filtros: ZodObject;
  filtrosHistorial: ZodObject;
  crear: ZodType;
  cambioEstado: ZodType;
  /** Who may place an order and change its status; every signed-in role when absent. */
  escritura?: readonly Rol[];
  /** What creating one does besides saving it. */
  alCrear: string;
  /** What a status change does besides saving it. */
  alCambiarEstado: string;
  /** The statuses a status change may answer besides 409 (a 403 of its own body's field). */
  erroresAlCambiarEstado?: readonly number[];
  /** Its printed paper: 'remito.pdf', its name in the reference and its operations' ids ('imprimirRemito', and by mail). */
  papel: { ruta: string; nombre: string; operationId: string; operationIdCorreo: string };
}

/** pedidosListRoutes and pedidoRoutes: the lists, one order, its history, a new order and a status change. */
export function operacionesDePedidos(p: Pedidos): Operacion[] {
  const plural = p.nombre.replace(/^pedido/, 'pedidos');
  const { uno, varios } = p.enIds;
  const unaLista = { descripcion: `Los ${plural}, los más nuevos primero`, schema: lista(p.pedido) };
  return [
    {
      metodo: 'get',
      ruta: p.ruta,
      operationId: `listar${varios}`,
      resumen: `Listar ${plural}`,
      lista: p.mapper,
      filtros: p.filtros,
      respuesta: unaLista,
    },
    {
      metodo: 'get',
      ruta: `${p.ruta}/estado/{estado}`,
      operationId: `listar${varios}PorEstado`,
      resumen: `Listar ${plural} por estado`,
      lista: p.mapper,
      parametros: z.object({ estado: p.estado }),
      respuesta: unaLista,
    },
    {
      metodo: 'get',
      ruta: `${p.ruta}/{id}`,
      operationId: `obtener${uno}`,
      resumen: `Obtener un ${p.nombre}`,
      respuesta: { descripcion: `El ${p.nombre}`, schema: conDatos(p.pedido) },
      version: p.pedido,
    },
    {
      metodo: 'get',
      ruta: `${p.ruta}/{id}/historial`,
      operationId: `listarHistorialDe${uno}`,
      resumen: `Historial de estados de un ${p.nombre}`,
      descripcion: 'Los cambios más nuevos primero, 10 por página salvo que limit diga otra cosa.',
      lista: p.mapperHistorial,
      filtros: p.filtrosHistorial,
      respuesta: { descripcion: 'Las entradas del historial', schema: lista(p.entrada) },
    },
    {
      metodo: 'post',
      ruta: p.ruta,
      operationId: `crear${uno}`,
      resumen: `Crear un ${p.nombre}`,
      descripcion: `${p.alCrear} Deja una fila 'crear' en la auditoría (GET /auditoria), con las líneas resumidas en Detalles ('2 × Carbón 5 kg, 1 × Leña 10 kg').`,
      acceso: p.escritura,
      cuerpo: p.crear,
      respuesta: { estado: 201, descripcion: `El ${p.nombre} creado`, schema: escrito(p.pedido) },
      errores: [409],
      idempotente: 'opcional',
    },
    {
      metodo: 'put',
      ruta: `${p.ruta}/{id}/estado`,
      operationId: `cambiarEstadoDe${uno}`,
      resumen: `Cambiar el estado de un ${p.nombre}`,
      descripcion: `${p.alCambiarEstado} Un rol que no es Administrador solo puede cambiarlo mientras está Pendiente; el mismo estado otra vez es 400. Deja una fila 'cambiar_estado' en la auditoría: Estado antes y después, y el comentario como resumen.`,
      acceso: p.escritura,
      cuerpo: p.cambioEstado,
      respuesta: { descripcion: `El ${p.nombre} con su nuevo estado`, schema: escrito(p.pedido) },
      errores: [409, ...(p.erroresAlCambiarEstado ?? [])],
      version: p.pedido,
    },
    {
      metodo: 'get',
      ruta: `${p.ruta}/{id}/${p.papel.ruta}`,
      operationId: p.papel.operationId,
      resumen: `${p.papel.nombre} de un ${p.nombre} (PDF)`,
      descripcion: `Para imprimir: el ${p.nombre} con sus líneas, el total y los recuadros de firma; la fecha en la zona del negocio.`,
      respuesta: { descripcion: `El PDF, con nombre de archivo en Content-Disposition`, tipo: 'application/pdf' },
    },
    {
      metodo: 'post',
      ruta: `${p.ruta}/{id}/${p.papel.ruta.replace(/\.pdf$/, '')}/correo`,
      operationId: p.papel.operationIdCorreo,
      resumen: `Enviar por correo ${p.papel.nombre.toLowerCase()} de un ${p.nombre}`,
      descripcion:
        'El mismo PDF adjunto, a la dirección Para: queda en la bandeja de salida (Correos) en la misma transacción que su fila en la ' +
        "actividad, y sale cuando un proceso del servidor lo toma. Sin servidor SMTP, queda 'retenido'.",
      acceso: p.escritura,
      cuerpo: enviarCorreoSchema,
      idempotente: 'opcional',
      respuesta: { estado: 202, descripcion: 'El correo en la bandeja de salida', schema: escrito(correoEncoladoSchema) },
    },
  ];
}

/**
 * A global status history (always paged: page 1 and 10 per page by default), by Estado, and that of
 * one client or supplier (`porParte`), paged as it says.
 */
export function operacionesDeHistorial({
  ruta,
  enIds,
  entrada,
  mapper,
  estado,
  filtros,
  porParte,
}: {
  ruta: string;
  /** The name in its operations' ids: 'HistorialPedidos' (listarHistorialPedidos, listarHistorialPedidosPorEstado). */
  enIds: string;
  entrada: ZodType;
  mapper: Mapper<Record<string, unknown>>;
  estado: ZodType;
  filtros: ZodObject;
  porParte: { ruta: string; operationId: string; resumen: string; siemprePaginado: boolean };
}): Operacion[] {
  const paginas = { descripcion: 'Una página de entradas, las más nuevas primero', schema: pagina(entrada) };
  const descripcion =
    'search (o q) busca en los comentarios y en el nombre; fechaDesde y fechaHasta son días inclusive en la zona del negocio; estado filtra por EstadoNuevo.';
  return [
    {
      metodo: 'get',
      ruta,
      operationId: `listar${enIds}`,
      resumen: 'Listar el historial de estados',
      descripcion,
      lista: mapper,
      filtros,
      respuesta: paginas,
    },
    {
      metodo: 'get',
      ruta: `${ruta}/estado/{estado}`,
      operationId: `listar${enIds}PorEstado`,
      resumen: 'Listar el historial por estado nuevo',
      descripcion,
      lista: mapper,
      filtros,
      parametros: z.object({ estado }),
      respuesta: paginas,
    },
    {
      metodo: 'get',
      ruta: `${ruta}${porParte.ruta}`,
      operationId: porParte.operationId,
      resumen: porParte.resumen,
      descripcion,
      lista: mapper,
      filtros,
      respuesta: porParte.siemprePaginado ? paginas : { descripcion: 'Las entradas, las más nuevas primero', schema: lista(entrada) },
    },
  ];
}
