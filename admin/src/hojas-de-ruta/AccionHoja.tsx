import { type ReactElement, useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { HojaDeRutaDetalle } from '#dominio/hojasDeRuta';
import { Boton } from '../common/Boton';
import { mensajeDeError } from '../common/errores';
import type { AppDataProvider } from '../dataProvider';

const ACCIONES = {
  iniciar: { estado: 'Planificada', exito: 'Recorrido iniciado', error: 'Error al iniciar el recorrido' },
  cerrar: { estado: 'En curso', exito: 'Hoja de ruta cerrada', error: 'Error al cerrar la hoja de ruta' },
} as const;

/**
 * "Iniciar recorrido" on a Planificada sheet, "Cerrar hoja" on one En curso: for whoever plans (the server also
 * lets the sheet's driver start it, and refuses closing while a stop is unresolved, with its message).
 */
export function AccionHoja({ accion, label, icon }: { accion: keyof typeof ACCIONES; label: string; icon: ReactElement }) {
  const hoja = useRecordContext<HojaDeRutaDetalle & { id: number }>();
  const { canAccess } = useCanAccess({ resource: 'hojas-de-ruta', action: 'create' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [enviando, setEnviando] = useState(false);
  const { estado, exito, error: mensaje } = ACCIONES[accion];
  if (!hoja || !canAccess || hoja.Estado !== estado) return null;

  const aplicar = async () => {
    setEnviando(true);
    try {
      await dataProvider.accionHoja(hoja, accion);
      notify(exito, { type: 'success' });
      refresh();
    } catch (error) {
      notify(mensajeDeError(error, mensaje), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Boton label={label} disabled={enviando} onClick={aplicar}>
      {icon}
    </Boton>
  );
}
