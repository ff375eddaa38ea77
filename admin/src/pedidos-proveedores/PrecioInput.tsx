import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { filtrarPrecio } from '#dominio/lineas';

/** A unit price that takes only digits and one decimal point (step 0.01). */
export function PrecioInput({
  valor,
  onChange,
  ...props
}: { valor: string; onChange: (valor: string) => void } & Omit<TextFieldProps, 'value' | 'onChange'>) {
  return (
    <TextField
      size="small"
      hiddenLabel={!props.label}
      {...props}
      value={valor}
      onChange={(event) => onChange(filtrarPrecio(event.target.value, valor))}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        // In a table cell there is no visible label: the column names it.
        htmlInput: { inputMode: 'decimal', step: 0.01, 'aria-label': props.label ? undefined : 'Precio Unitario' },
      }}
    />
  );
}
