import { SelectInput, TextInput } from 'react-admin';
import { CONDICIONES_IVA, formatoCuit } from '#dominio/fiscal';

const CONDICIONES = CONDICIONES_IVA.map((c) => ({ id: c, name: c }));

/** CUIT (shown 20-12345678-6, typed with or without dashes) and VAT condition, of a client or a supplier. */
export function CamposFiscales() {
  return (
    <>
      <TextInput source="CUIT" format={(v) => formatoCuit(v)} helperText="11 dígitos, con o sin guiones" />
      <SelectInput source="CondicionIVA" choices={CONDICIONES} emptyText="Sin indicar" />
    </>
  );
}
