import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { mensajeDeError, registroActualDeConflicto } from '../common/errores';

/**
 * An administrator's decision on the account in context (approve or reject a registration, reset its second factor):
 * sent once at a time, its notice, and the screens refreshed; `confirmando` drives the Confirm of one that asks first.
 */
export function useDecisionSobreCuenta() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirmando, setConfirmando] = useState(false);
  const [enviando, setEnviando] = useState(false);

  const decidir = async (enviar: () => Promise<unknown>, hecho: string, porDefecto: string) => {
    setEnviando(true);
    try {
      await enviar();
      notify(hecho, { type: 'success' });
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, porDefecto), { type: 'error' });
      // Refused over an older version (someone changed the account): the screen shows it as it is now.
      if (registroActualDeConflicto(error)) refresh();
    } finally {
      setEnviando(false);
      setConfirmando(false);
    }
  };
  return { record, dataProvider, confirmando, setConfirmando, enviando, decidir };
}
