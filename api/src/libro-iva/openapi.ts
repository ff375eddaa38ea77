import { libroIvaQuerySchema, renglonLibroIvaSchema, ROLES_LIBRO_IVA, totalesLibroIvaSchema } from '#dominio/libroIva';
import { conDatos, lista, type Operacion, type Recurso } from '../openapi/operacion.js';
import { renglonLibroIvaMapper } from './mapper.js';

const archivo = (ruta: string, operationId: string, nombre: string, ancho: number, contenido: string): Operacion => ({
  metodo: 'get',
  ruta,
  operationId,
  resumen: `Libro IVA Digital: ${nombre}`,
  descripcion:
    `El archivo ${nombre} del mes para la importación del Libro IVA Digital de ARCA (RG 4597): ${contenido}, de ${ancho} ` +
    'caracteres de ancho fijo cada una, terminadas en CRLF, en Windows-1252; importes en centavos sin separadores, con ceros a la ' +
    'izquierda. Los dos archivos listan los comprobantes en el mismo orden (fecha, tipo, punto de venta, número).',
  acceso: ROLES_LIBRO_IVA,
  filtros: libroIvaQuerySchema,
  respuesta: { descripcion: 'El archivo, con su nombre en Content-Disposition', tipo: 'text/plain' },
});

export const libroIvaDoc: Recurso = {
  etiqueta: 'Libro IVA Ventas',
  descripcion:
    'Los comprobantes autorizados de un mes con los importes que autorizó ARCA (neto gravado e IVA por alícuota, exento y total; una ' +
    'nota de crédito resta), sus totales y los archivos de importación del Libro IVA Digital. Los pendientes de CAE y los rechazados ' +
    "no están. Un Empleado recibe 403 ('Solo Supervisor o Administrador pueden ver el Libro IVA Ventas'); un mes mal escrito, 400 " +
    "('Mes inválido: debe ser AAAA-MM (por ejemplo 2026-11)').",
  operaciones: [
    {
      metodo: 'get',
      ruta: '/libro-iva-ventas',
      operationId: 'listarLibroIvaVentas',
      resumen: 'Listar el Libro IVA Ventas de un mes',
      descripcion: 'Cada comprobante autorizado del mes, el más viejo primero, con sus importes por alícuota.',
      acceso: ROLES_LIBRO_IVA,
      lista: renglonLibroIvaMapper,
      filtros: libroIvaQuerySchema,
      respuesta: { descripcion: 'Los comprobantes del libro', schema: lista(renglonLibroIvaSchema) },
    },
    {
      metodo: 'get',
      ruta: '/libro-iva-ventas/totales',
      operationId: 'obtenerTotalesLibroIvaVentas',
      resumen: 'Obtener los totales del Libro IVA Ventas de un mes',
      descripcion: 'Por letra, por alícuota y en total: la suma de los comprobantes del libro, con las notas de crédito restando.',
      acceso: ROLES_LIBRO_IVA,
      filtros: libroIvaQuerySchema,
      respuesta: { descripcion: 'Los totales', schema: conDatos(totalesLibroIvaSchema) },
    },
    archivo(
      '/libro-iva-ventas/comprobantes.txt',
      'descargarLibroIvaDigitalComprobantes',
      'LIBRO_IVA_DIGITAL_VENTAS_CBTE',
      266,
      'una línea por comprobante',
    ),
    archivo(
      '/libro-iva-ventas/alicuotas.txt',
      'descargarLibroIvaDigitalAlicuotas',
      'LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS',
      62,
      'una línea por comprobante y alícuota (una C no tiene; una A o B toda exenta, una al 0 % sin importes)',
    ),
  ],
};
