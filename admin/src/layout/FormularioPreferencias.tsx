import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, useDataProvider, useNotify } from 'react-admin';
import { CircularProgress, DialogContent } from '@mui/material';
import type { Preferencias } from '#dominio/usuarios';
import type { AppDataProvider } from '../dataProvider';
import { mensajeDeError } from '../common/errores';
import { AccionesDelDialogo } from './DialogoDelMenu';

const CLAVE = ['preferencias'];

/**
 * The preferences form inside the dialog of Preferencias.tsx: the signed-in user's own settings, read when the dialog
 * opens; its own chunk, as the password change's, so the signed-in frame does not carry react-admin's forms.
 */
export function FormularioPreferencias({ onCerrar }: { onCerrar: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [enviando, setEnviando] = useState(false);
  const { data, error } = useQuery({ queryKey: CLAVE, queryFn: async () => (await dataProvider.preferencias()).data });

  const guardar = async (values: Record<string, unknown>) => {
    setEnviando(true);
    try {
      const { data: guardadas } = await dataProvider.guardarPreferencias(values as Preferencias);
      queryClient.setQueryData(CLAVE, guardadas);
      notify('Preferencias guardadas', { type: 'success' });
      onCerrar();
    } catch (e) {
      notify(mensajeDeError(e, 'Error al guardar las preferencias'), { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  if (error) return <DialogContent>{mensajeDeError(error, 'Error al cargar las preferencias')}</DialogContent>;
  if (!data) {
    return (
      <DialogContent>
        <CircularProgress size={24} />
      </DialogContent>
    );
  }
  return (
    <Form onSubmit={guardar} defaultValues={data}>
      <DialogContent>
        <BooleanInput
          source="ResumenDiario"
          label="Resumen diario por correo"
          helperText="Cada mañana, los vencimientos de la flota y las hojas de ruta de ayer sin cerrar"
        />
      </DialogContent>
      <AccionesDelDialogo onCerrar={onCerrar} enviando={enviando} />
    </Form>
  );
}
