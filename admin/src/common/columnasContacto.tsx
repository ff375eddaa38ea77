import { BooleanField, DataTable } from 'react-admin';

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
