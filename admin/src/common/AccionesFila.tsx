import { Link } from 'react-router-dom';
import { EditButton, useRecordContext, useResourceContext } from 'react-admin';
import HistoryIcon from '@mui/icons-material/History';
import { DesactivarButton } from './DesactivarButton';
import { Boton } from './Boton';

/**
 * A row's actions in the lists of clients, products and suppliers: edit, inactivate (asking
 * `pregunta`) and, for the resources that have one, the record's history.
 */
export function AccionesFila({
  pregunta,
  historial = false,
  inactivable = () => true,
}: {
  pregunta: (record: Record<string, unknown>) => string;
  historial?: boolean;
  /** Whether the row may be inactivated at all (the general price list may not). */
  inactivable?: (record: Record<string, unknown>) => boolean;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  return (
    <>
      <EditButton to={`/${resource}/editar/${record?.id}`} />
      {/* Failures are only logged (spec error catalogue). */}
      {record && inactivable(record) && <DesactivarButton pregunta={pregunta} />}
      {historial && (
        <Boton component={Link} label="Historial" to={`/${resource}/${record?.id}/historial`}>
          <HistoryIcon />
        </Boton>
      )}
    </>
  );
}
