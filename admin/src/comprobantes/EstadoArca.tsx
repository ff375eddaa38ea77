import { useState } from 'react';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, AlertTitle } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { EstadoArca as Estado } from '#dominio/lotes';
import type { AppDataProvider } from '../dataProvider';
import { Boton } from '../common/Boton';
import { mensajeDeError } from '../common/errores';
import { formatFecha } from '../common/format';

/** What the Administrador reads of the last sending. */
export function textoEstadoArca(e: Estado): string {
  const pendientes =
    e.Pendientes === 0 ? 'Ningún comprobante pendiente de CAE' : `${e.Pendientes} ${e.Pendientes === 1 ? 'pendiente' : 'pendientes'} de CAE`;
  const ultimo = e.UltimoIntento ? ` · último envío: ${formatFecha(e.UltimoIntento, true)}` : '';
  return `${pendientes}${ultimo} · el servidor los reenvía cada ${e.CadaSegundos} s`;
}

/**
 * ARCA's state on the Comprobantes list (Administrador, issue 45): how many comprobantes wait for their CAE, the last
 * sending and its error, and "Reintentar ahora".
 */
export function EstadoArca() {
  const { canAccess } = useCanAccess({ resource: 'comprobantes', action: 'reintentar' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [enviando, setEnviando] = useState(false);
  const { data } = useQuery({
    queryKey: ['estadoArca'],
    queryFn: async () => (await dataProvider.estadoArca()).data,
    enabled: canAccess === true,
  });
  if (!canAccess || !data) return null;
  const reintentar = async () => {
    setEnviando(true);
    try {
      const { data: hecho, message } = await dataProvider.reintentarArca();
      notify(hecho.Error ? `${message}. ARCA: ${hecho.Error}` : message, { type: hecho.Pendientes > 0 ? 'warning' : 'success' });
      refresh();
    } catch (e) {
      notify(mensajeDeError(e, 'No se pudo reintentar el envío a ARCA'), { type: 'error' });
    } finally {
      setEnviando(false);
      await queryClient.invalidateQueries({ queryKey: ['estadoArca'] });
    }
  };
  return (
    <Alert
      severity={data.UltimoError ? 'warning' : data.Pendientes > 0 ? 'info' : 'success'}
      sx={{ m: 1, overflowWrap: 'anywhere' }}
      action={
        data.Pendientes > 0 && (
          <Boton label="Reintentar ahora" onClick={reintentar} disabled={enviando}>
            <SyncIcon />
          </Boton>
        )
      }
    >
      <AlertTitle>ARCA</AlertTitle>
      {textoEstadoArca(data)}
      {data.UltimoError && ` · error: ${data.UltimoError}`}
    </Alert>
  );
}
