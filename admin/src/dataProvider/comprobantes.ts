import type { Identifier } from 'react-admin';
import type { NotaCreditoInput } from '#dominio/notasDeCredito';
import type { NotaDebitoInput } from '#dominio/notasDeDebito';
import { api, respuesta } from './clienteTipado';
import { conClave } from './idempotencia';
import { comoRegistro } from './registros';

// Comprobantes beyond react-admin's reads: a credit or debit note against an invoice.

export const comprobantes = {
  /** POST /comprobantes/{id}/notas-de-credito (Administrador) under the form's Idempotency-Key: the note, as ARCA left it. */
  async emitirNotaDeCredito(facturaId: Identifier, nota: NotaCreditoInput, clave: string) {
    const { data } = await respuesta(
      api.POST('/comprobantes/{id}/notas-de-credito', { params: { path: { id: Number(facturaId) } }, body: nota, headers: conClave(clave) }),
    );
    return { data: comoRegistro('comprobantes', data) };
  },

  /** POST /comprobantes/{id}/notas-de-debito (Administrador) under the form's Idempotency-Key: the note, as ARCA left it. */
  async emitirNotaDeDebito(facturaId: Identifier, nota: NotaDebitoInput, clave: string) {
    const { data } = await respuesta(
      api.POST('/comprobantes/{id}/notas-de-debito', { params: { path: { id: Number(facturaId) } }, body: nota, headers: conClave(clave) }),
    );
    return { data: comoRegistro('comprobantes', data) };
  },
};
