import { entregaPedidoSchema } from '#dominio/entregas';
import { conDatos, type Operacion, type Recurso } from '../openapi/operacion.js';

/** An image of a stop: its path, name and media types. */
const imagen = (cual: 'firma' | 'foto', resumen: string, descripcion: string, tipos: string[]): Operacion => ({
  metodo: 'get',
  ruta: `/hojas-de-ruta/{id}/paradas/{paradaId}/${cual}`,
  operationId: cual === 'firma' ? 'obtenerFirmaDeParada' : 'obtenerFotoDeParada',
  resumen,
  descripcion: `${descripcion} Cache-Control: private, no-store (nunca se guarda en cachés). 404 si la hoja, la parada o la imagen no están.`,
  respuesta: { descripcion: 'La imagen', tipo: tipos },
});

export const entregasDoc: Recurso = {
  etiqueta: 'Entregas',
  descripcion: 'La prueba de entrega de un pedido: cómo terminó su parada en una hoja de ruta, con la firma y la foto.',
  operaciones: [
    {
      metodo: 'get',
      ruta: '/pedidos/{id}/entrega',
      operationId: 'obtenerEntregaDePedido',
      resumen: 'Entrega de un pedido',
      descripcion:
        'La última parada resuelta del pedido: entregado, entrega parcial o no entregado, cuándo, el chofer y el vehículo de la hoja, el motivo o comentario, lo pedido y lo entregado de cada línea, el efectivo cobrado y si hay firma y foto. data es null si el pedido no pasó por una hoja de ruta.',
      respuesta: { descripcion: 'La entrega, o null', schema: conDatos(entregaPedidoSchema.nullable()) },
    },
    imagen('firma', 'Firma de una parada', 'La firma dibujada en el teléfono del chofer, como PNG.', ['image/png']),
    imagen('foto', 'Foto de una parada', 'La foto opcional de la entrega, como la envió el teléfono (JPEG, PNG o WebP).', [
      'image/jpeg',
      'image/png',
      'image/webp',
    ]),
  ],
};
