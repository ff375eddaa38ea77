import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { mensajeDeError } from './errores';

/**
 * A dialog that runs one action: open or closed, the server's error to show in it, and `ejecutar`,
 * which runs the action, says `exito` (or what it makes of the action's answer), closes and refreshes the screen,
 * or keeps the dialog open with the error (`porDefecto` when the server gives none).
 */
export function useDialogoDeAccion<R = unknown>(exito: string | ((resultado: R) => string), porDefecto: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [abierto, setAbierto] = useState(false);
  const [error, setError] = useState<string>();
  const cerrar = () => {
    setAbierto(false);
    setError(undefined);
  };
  const ejecutar = async (accion: () => Promise<R>) => {
    try {
      const resultado = await accion();
      notify(typeof exito === 'function' ? exito(resultado) : exito, { type: 'success' });
      cerrar();
      refresh();
    } catch (e) {
      setError(mensajeDeError(e, porDefecto));
    }
  };
  return { abierto, abrir: () => setAbierto(true), cerrar, error, ejecutar };
}
