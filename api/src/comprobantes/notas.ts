import type { Knex } from 'knex';
import {
  CBTE_TIPO,
  type ImportesComprobante,
  type Letra,
  MENSAJES_FACTURA,
  nombreComprobante,
  type TipoComprobante,
} from '#dominio/facturacion';
import { auditar } from '../auditoria/registro.js';
import { conflict, notFound } from '../errores.js';
import type { Sesion } from '../nucleo/sesion.js';
import type { Facturacion } from './autorizacion.js';
import { columnasDeImportes } from './mapper.js';

// What a note of either kind takes from its invoice (decisions 97, 100): the invoice itself, authorized and locked while
// the note is written (two notes at once count each other), its letter and its receptor, as ARCA wants them in CbtesAsoc.

/** An invoice's row as its notes read it. */
export interface FacturaDeNota {
  comprobante_id: number;
  tipo: TipoComprobante;
  estado: string;
  letra: Letra;
  punto_venta: number;
  numero: number | null;
  cliente_id: number;
  doc_tipo: number;
  doc_nro: number;
  condicion_iva_receptor_id: number;
}

export const nombreDe = (c: { tipo: string; letra: string; punto_venta: number; numero: number | null }) =>
  nombreComprobante({ Tipo: c.tipo as TipoComprobante, Letra: c.letra as Letra, PuntoDeVenta: c.punto_venta, Numero: c.numero });

/** The invoice a note goes against, locked: 404 if there is none, 409 unless it is a Factura ARCA authorized. */
export async function facturaDeLaNota(
  trx: Knex.Transaction,
  facturaId: number,
  mensajes: { noEsFactura: string; noAutorizada: (nombre: string) => string },
): Promise<FacturaDeNota> {
  const factura: FacturaDeNota | undefined = await trx('comprobantes').where({ comprobante_id: facturaId }).forUpdate().first();
  if (!factura) throw notFound(MENSAJES_FACTURA.noEncontrado);
  if (factura.tipo !== 'Factura') throw conflict(mensajes.noEsFactura);
  if (factura.estado !== 'Autorizado') throw conflict(mensajes.noAutorizada(nombreDe(factura)));
  return factura;
}

/** A note's line as written: an invoice line it credits (renglon_asociado), or a concept of a debit note (no product). */
export interface RenglonDeNota {
  renglon_asociado: number | null;
  pedido_id: number | null;
  producto_id: number | null;
  descripcion: string;
  cantidad: number;
  precio_unitario: number;
  importe: number;
  alicuota_iva: string;
}

/**
 * Writes note `tipo` of `factura`, pending its CAE, with its lines and its trail entry; answers its id. It has the
 * invoice's letter and receptor: ARCA takes a note for the receptor the invoice named.
 */
export async function escribirNota(
  trx: Knex.Transaction,
  f: Facturacion,
  sesion: Sesion,
  nota: {
    tipo: Exclude<TipoComprobante, 'Factura'>;
    factura: FacturaDeNota;
    dia: string;
    importes: ImportesComprobante;
    motivo: string;
    clase?: string;
    renglones: RenglonDeNota[];
  },
): Promise<number> {
  const { factura } = nota;
  const [{ comprobante_id: id }] = await trx('comprobantes')
    .insert({
      tipo: nota.tipo,
      letra: factura.letra,
      cbte_tipo: CBTE_TIPO[nota.tipo][factura.letra],
      punto_venta: f.puntoDeVenta,
      cliente_id: factura.cliente_id,
      fecha: nota.dia,
      doc_tipo: factura.doc_tipo,
      doc_nro: factura.doc_nro,
      condicion_iva_receptor_id: factura.condicion_iva_receptor_id,
      ...columnasDeImportes(nota.importes),
      de_prueba: f.dePrueba,
      usuario_id: sesion.UsuarioID,
      comprobante_asociado_id: factura.comprobante_id,
      clase: nota.clase ?? null,
      motivo: nota.motivo,
    })
    .returning('comprobante_id');
  await trx('comprobante_lineas').insert(nota.renglones.map((r, i) => ({ ...r, comprobante_id: id, renglon: i + 1 })));
  const sobre = nota.clase ? `${nota.clase} sobre` : `${nota.tipo} sobre`;
  await auditar(trx, sesion, { entidad: 'comprobantes', id, accion: 'crear', resumen: `${sobre} ${nombreDe(factura)}: ${nota.motivo}` });
  return id as number;
}
