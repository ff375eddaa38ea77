import { BooleanField, DataTable, type Identifier, type RaRecord } from 'react-admin';

/**
 * The contact columns of the client and supplier lists: phone, e-mail, address and the active flag.
 * An array rather than a component, so the table still counts one child per column (its loading
 * placeholder draws a cell per child).
 */
export const COLUMNAS_CONTACTO = [
  <DataTable.Col key="Telefono" source="Telefono" sx={{ whiteSpace: 'nowrap' }} />,
  <DataTable.Col key="Email" source="Email" />,
  <DataTable.Col key="Direccion" source="Direccion" />,
  <DataTable.Col key="Active" source="Active" field={BooleanField} />,
];

/** The phone list's second line for a client or supplier: how to reach them. */
export const contactoDe = (record: RaRecord) => [record.Telefono, record.Email].filter(Boolean).join(' · ');

/** A tap on a row of a phone list opens the record's edit form (`/clientes/editar/7`). */
export const rutaEditar = (id: Identifier, resource: string) => `/${resource}/editar/${id}`;

/** The phone list's corner note for a record that can be inactivated. */
export const activoDe = (record: RaRecord) => (record.Active ? 'Activo' : 'Inactivo');
