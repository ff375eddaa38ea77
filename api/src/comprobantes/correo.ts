import { nombreComprobante, type Comprobante } from '#dominio/facturacion';
import { formatoMoneda } from '#dominio/formatos';
import type { Empresa } from '../config.js';
import { firmaDe } from '../correos/documentos.js';

// A comprobante by mail (issue 49, item 2): its PDF to the client, with a text that names it and its total.

/** What the activity says was sent: 'la Factura B 0001-00000012' (Factura and Nota are both feminine). */
export const documentoDelComprobante = (comprobante: Comprobante) => `la ${nombreComprobante(comprobante)}`;

export function cartaDelComprobante(comprobante: Comprobante, cliente: { Nombre: string; Apellido: string }, empresa: Empresa) {
  const nombre = nombreComprobante(comprobante);
  return {
    asunto: `${nombre} — ${empresa.nombre}`,
    texto: [
      `Estimado/a ${cliente.Nombre} ${cliente.Apellido}:`,
      '',
      `Le enviamos adjunta la ${nombre}, por ${formatoMoneda(comprobante.ImpTotal)}, autorizada por ARCA con el CAE ${comprobante.CAE}.`,
      '',
      'Ante cualquier consulta, responda este correo o comuníquese con nosotros.',
      '',
      firmaDe(empresa),
    ].join('\n'),
  };
}
