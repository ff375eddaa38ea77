import { type ReactElement, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { Boton } from './Boton';
import type { AppDataProvider } from '../dataProvider';
import type { Archivo } from '../dataProvider/httpClient';
import { mensajeDeError } from './errores';
import { descargar as guardarArchivo } from './exportar';

/**
 * The record's printed paper (the sales order's remito, the supplier order's orden de compra),
 * made by the server and downloaded as a PDF with the signed-in user's token; `obtener` asks for
 * another paper instead (a client's statement).
 */
export function PapelButton({ label, icon, obtener }: { label: string; icon: ReactElement; obtener?: () => Promise<{ data: Archivo }> }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [generando, setGenerando] = useState(false);
  if (!obtener && (!record || !resource)) return null;

  const descargar = async () => {
    setGenerando(true);
    try {
      const { data: archivo } = await (obtener ? obtener() : dataProvider.papel(resource!, record!.id));
      guardarArchivo(archivo);
    } catch (error) {
      notify(mensajeDeError(error, 'No se pudo generar el PDF'), { type: 'error' });
    } finally {
      setGenerando(false);
    }
  };

  return (
    <Boton label={label} disabled={generando} onClick={descargar}>
      {icon}
    </Boton>
  );
}
