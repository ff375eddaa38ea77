import { useDataProvider, useListContext, useRecordContext, type Identifier } from 'react-admin';
import { EnviarPorCorreo } from '../common/EnviarPorCorreo';
import type { AppDataProvider } from '../dataProvider';

/** The statement of the days the list shows, with its PDF, to the client's address or another one. */
export function EnviarResumen({ clienteId }: { clienteId: Identifier }) {
  const cliente = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  return (
    <EnviarPorCorreo
      titulo="Enviar el resumen de cuenta por correo"
      descripcion="El resumen de los días que muestra la lista (el mes en curso si no se eligieron), en PDF."
      paraInicial={cliente?.Email}
      enviar={(para, clave) =>
        dataProvider.enviarResumenPorCorreo(clienteId, { desde: filterValues.fechaDesde, hasta: filterValues.fechaHasta }, para, clave)
      }
    />
  );
}
