import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, type RaRecord } from 'react-admin';

interface Props<T extends RaRecord> {
  /** Resource to search, e.g. 'clientes'. */
  resource: string;
  /** The field the options are sorted by (and the one people type). */
  sortField?: string;
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  optionLabel: (record: T) => string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  /** Called when the options cannot be loaded (the screen shows its own message). */
  onError?: (error: unknown) => void;
}

/**
 * A picker that searches the server as one types (q, 25 at a time), so it stays quick with any
 * number of records. It offers only what new orders may choose (the `activos` filter: GET /x/activos,
 * /vehiculos/disponibles). For forms outside react-admin's <Form> (order creation).
 */
export function SelectorRegistro<T extends RaRecord>({
  resource,
  sortField = 'Nombre',
  label,
  value,
  onChange,
  optionLabel,
  helperText,
  error,
  required,
  onError,
}: Props<T>) {
  const [texto, setTexto] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const espera = setTimeout(() => setQ(texto.trim()), 300);
    return () => clearTimeout(espera);
  }, [texto]);
  const { data = [], isPending } = useGetList<T>(
    resource,
    {
      filter: { activos: true, q },
      pagination: { page: 1, perPage: 25 },
      sort: { field: sortField, order: 'ASC' },
    },
    { onError },
  );
  // Until the answer for what is typed now arrives, no options: an option of the previous search that a
  // click reaches just as the list is replaced would pick nothing, or another record.
  const alDia = q === texto.trim() && !isPending;
  return (
    <Autocomplete
      options={alDia ? data : []}
      value={value}
      loading={!alDia}
      filterOptions={(opciones) => opciones}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, elegido) => onChange(elegido)}
      onInputChange={(_event, nuevo, motivo) => setTexto(motivo === 'input' ? nuevo : '')}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} required={required} />}
    />
  );
}
