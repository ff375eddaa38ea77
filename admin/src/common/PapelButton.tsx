import { type ReactElement, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { Boton } from './Boton';
import type { AppDataProvider } from '../dataProvider';
import type { Archivo } from '../dataProvider/httpClient';
import { mensajeDeError } from './errores';

/** Saves a file under its name, as a link with `download` would. */
function guardar(contenido: Blob, nombre: string) {
  const url = URL.createObjectURL(contenido);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // The download has started from the object URL: it can be released once this click is handled.
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * The record's printed paper (the sales order's remito, the supplier order's orden de compra),
 * made by the server and downloaded as a PDF with the signed-in user's token; `obtener` asks for
 * another paper instead (a client's statement).
 */
export function PapelButton({ label, icon, obtener }: { label: string; icon: ReactElement; obtener?: () => Promise<Archivo> }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [generando, setGenerando] = useState(false);
  if (!obtener && (!record || !resource)) return null;

  const descargar = async () => {
    setGenerando(true);
    try {
      const { contenido, nombre } = await (obtener ? obtener() : dataProvider.papel(resource!, record!.id));
      guardar(contenido, nombre);
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
