import { formatoMoneda } from '#dominio/formatos';
import { fechaNegocio } from '#dominio/fechas';
import type { Empresa } from '../config.js';
import { firmaDe } from '../correos/documentos.js';
import { type ClienteDelPapel, clienteDestinatario, type Emision, type Papel, pieDeEmision } from '../impresion/papel.js';

export interface Resumen {
  cliente: ClienteDelPapel & { ClienteID: number };
  desde: string;
  hasta: string;
  saldoAnterior: number;
  movimientos: {
    Fecha: Date | string;
    TipoTexto: string;
    PedidoID: number | null;
    CobroID: number | null;
    Comentario: string | null;
    Importe: number;
    Saldo: number;
  }[];
  saldoFinal: number;
}

/** A day as the papers write it: 'dd/mm/aaaa'. */
const dia = (iso: string) => iso.split('-').reverse().join('/');

/** How the client's activity names a statement sent: 'el resumen de cuenta del 01/11/2026 al 30/11/2026'. */
export const documentoDelResumen = (resumen: Pick<Resumen, 'desde' | 'hasta'>) =>
  `el resumen de cuenta del ${dia(resumen.desde)} al ${dia(resumen.hasta)}`;

/** What a move was, as the statement says it: 'Entrega · Pedido #12', 'Cobro #4 · Cheque rechazado'. */
const concepto = (m: Resumen['movimientos'][number]) =>
  [m.TipoTexto, m.PedidoID != null ? `Pedido #${m.PedidoID}` : null, m.CobroID != null ? `Cobro #${m.CobroID}` : null, m.Comentario]
    .filter(Boolean)
    .join(' · ');

/**
 * A client's statement for a range of days, in the remito's paper: the balance before it, each move
 * with what it added (Debe) or took (Haber) and the balance after it, and the balance at the end.
 */
export function resumenDeCuenta(resumen: Resumen, emision: Emision): Papel {
  const { cliente } = resumen;
  const importe = (n: number) => formatoMoneda(n);
  return {
    titulo: 'Resumen de cuenta',
    numero: cliente.ClienteID,
    fecha: dia(resumen.hasta),
    destinatario: clienteDestinatario(cliente),
    datos: [
      ['Período', `${dia(resumen.desde)} al ${dia(resumen.hasta)}`],
      ['Saldo anterior', importe(resumen.saldoAnterior)],
    ],
    tabla: {
      columnas: [
        { titulo: 'Fecha', ancho: 70, alinear: 'left' },
        { titulo: 'Concepto', ancho: 185, alinear: 'left' },
        { titulo: 'Debe', ancho: 80, alinear: 'right' },
        { titulo: 'Haber', ancho: 80, alinear: 'right' },
        { titulo: 'Saldo', ancho: 80, alinear: 'right' },
      ],
      filas: [
        [dia(resumen.desde), 'Saldo anterior', '', '', importe(resumen.saldoAnterior)],
        ...resumen.movimientos.map((m) => [
          fechaNegocio(m.Fecha, emision.zonaNegocio),
          concepto(m),
          m.Importe > 0 ? importe(m.Importe) : '',
          m.Importe < 0 ? importe(-m.Importe) : '',
          importe(m.Saldo),
        ]),
      ],
      pie: `Saldo al ${dia(resumen.hasta)}: ${importe(resumen.saldoFinal)}`,
    },
    notas: [],
    firmas: [],
    pie: pieDeEmision(emision),
  };
}

/** The mail a statement goes in (issue 49): who it is for, the range and the closing balance, and the company's data. */
export function correoDelResumen(resumen: Resumen, empresa: Empresa): { asunto: string; texto: string } {
  const { cliente } = resumen;
  return {
    asunto: `Resumen de cuenta del ${dia(resumen.desde)} al ${dia(resumen.hasta)} — ${empresa.nombre}`,
    texto: [
      `Estimado/a ${cliente.Nombre} ${cliente.Apellido}:`,
      '',
      `Le enviamos adjunto el resumen de su cuenta corriente del ${dia(resumen.desde)} al ${dia(resumen.hasta)}.`,
      `Saldo al ${dia(resumen.hasta)}: ${formatoMoneda(resumen.saldoFinal)}.`,
      '',
      'Ante cualquier consulta, responda este correo o comuníquese con nosotros.',
      '',
      firmaDe(empresa),
    ].join('\n'),
  };
}

/**
 * The weekly reminder of a client with an overdue balance (issue 49, item 3): what is overdue, the statement attached,
 * and the company's data; `actividad` is how the client's activity names it.
 */
export function correoDeRecordatorioDeDeuda(resumen: Resumen, vencido: number, empresa: Empresa) {
  const { cliente } = resumen;
  return {
    asunto: `Recordatorio de saldo vencido — ${empresa.nombre}`,
    texto: [
      `Estimado/a ${cliente.Nombre} ${cliente.Apellido}:`,
      '',
      `Le recordamos que su cuenta corriente tiene un saldo vencido de ${formatoMoneda(vencido)}.`,
      `Le enviamos adjunto el resumen de su cuenta del ${dia(resumen.desde)} al ${dia(resumen.hasta)} (saldo al ${dia(resumen.hasta)}: ${formatoMoneda(resumen.saldoFinal)}).`,
      '',
      'Si ya realizó el pago, desestime este aviso. Ante cualquier consulta, responda este correo o comuníquese con nosotros.',
      '',
      firmaDe(empresa),
    ].join('\n'),
    actividad: `el recordatorio de deuda con ${documentoDelResumen(resumen)}`,
  };
}
