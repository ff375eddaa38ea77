import { ReferenceInput, SelectInput, type SelectInputProps } from 'react-admin';

/** A product category to choose, among the active ones by name (few and short: one page holds them). */
export function CategoriaInput(props: Pick<SelectInputProps, 'emptyText' | 'helperText'>) {
  return (
    <ReferenceInput source="CategoriaID" reference="categorias" filter={{ activos: true }} perPage={25} sort={{ field: 'Nombre', order: 'ASC' }}>
      <SelectInput optionText="Nombre" {...props} />
    </ReferenceInput>
  );
}
