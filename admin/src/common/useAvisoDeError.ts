import { useNotify } from 'react-admin';
import { mensajeDeError } from './errores';

/** mutationOptions that show a failed save as the server's message, else the screen's default. */
export function useAvisoDeError(porDefecto: string) {
  const notify = useNotify();
  return { onError: (error: unknown) => notify(mensajeDeError(error, porDefecto), { type: 'error' }) };
}
