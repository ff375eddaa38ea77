import { type ReactNode, useState } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { FieldTitle, InputHelperText, type InputProps, useInput } from 'react-admin';
import { leerImporte } from '#dominio/dinero';
import { formatoImporte, formatoMoneda } from '#dominio/formatos';

// Every money field of the admin and of the driver's phone (issue 44): a text box with a decimal keypad
// (a browser's number input cannot take '1.500'), read the Argentine way by the parser the API's schemas
// use (dominio/dinero.ts), with how it reads shown under it: '1.500' → '$ 1.500,00'.

/** The text a stored amount is shown with: '1.500,50'; '' when there is none. */
export function textoDelImporte(valor: unknown): string {
  if (typeof valor === 'number' && Number.isFinite(valor)) return formatoImporte(valor);
  return typeof valor === 'string' ? valor : '';
}

/**
 * What a form holds for a typed text: the amount it reads as, null when blank, or the text itself when it
 * cannot be read, so the form's schema refuses it with the parser's message and nothing is saved.
 */
export function valorDelTexto(texto: string): number | string | null {
  const leido = leerImporte(texto);
  if ('error' in leido) return texto;
  return leido.importe ?? null;
}

/** How a typed text reads, as money: '$ 1.500,00'; undefined when blank or unreadable. */
function lectura(texto: string): string | undefined {
  const leido = leerImporte(texto);
  return 'importe' in leido && leido.importe !== undefined ? formatoMoneda(leido.importe) : undefined;
}

export type CampoImporteProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'helperText'> & {
  texto: string;
  onTexto: (texto: string) => void;
  /** Shown while nothing is typed; an error given replaces it and the reading. */
  helperText?: ReactNode;
  /** What is wrong with the amount (the form's or the parser's message). */
  mensajeDeError?: ReactNode;
};

/** The money box of a plain MUI dialog or form: the caller keeps the text and checks it with its schema. */
export function CampoImporte({ texto, onTexto, helperText, mensajeDeError, slotProps, ...props }: CampoImporteProps) {
  return (
    <TextField
      {...props}
      value={texto}
      onChange={(event) => onTexto(event.target.value)}
      error={Boolean(mensajeDeError)}
      helperText={mensajeDeError || lectura(texto) || helperText}
      slotProps={{
        ...slotProps,
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment>, ...slotProps?.input },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...slotProps?.htmlInput },
      }}
    />
  );
}

export type ImporteInputProps = Omit<InputProps, 'format' | 'parse'> &
  Pick<TextFieldProps, 'fullWidth' | 'sx' | 'className' | 'autoFocus'> & { helperText?: string | false };

/**
 * The money input of a react-admin form: the record's amount shown as '1.500,50', the form value the amount
 * typed (a number, null when blank, or the unreadable text for the form's schema to refuse), the schema's or
 * the parser's message under it once react-admin shows errors.
 */
export function ImporteInput({
  label,
  helperText,
  fullWidth = true,
  sx,
  className,
  autoFocus,
  readOnly,
  disabled,
  ...props
}: ImporteInputProps) {
  const { field, fieldState, id, isRequired } = useInput({ ...props, readOnly, disabled });
  const [texto, setTexto] = useState(() => textoDelImporte(field.value));
  // The value this box last gave the form: any other came from outside (a record loaded, a reset), and is shown.
  const [dado, setDado] = useState<unknown>(field.value);
  if (field.value !== dado) {
    setDado(field.value);
    setTexto(textoDelImporte(field.value));
  }

  const escribir = (nuevo: string) => {
    const valor = valorDelTexto(nuevo);
    setTexto(nuevo);
    setDado(valor);
    field.onChange(valor);
  };

  return (
    <CampoImporte
      id={id}
      name={field.name}
      inputRef={field.ref}
      texto={texto}
      onTexto={escribir}
      onBlur={field.onBlur}
      label={
        label === false || label === '' ? undefined : (
          <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />
        )
      }
      helperText={helperText === false ? undefined : helperText && <InputHelperText helperText={helperText} />}
      mensajeDeError={fieldState.invalid && <InputHelperText error={fieldState.error?.message} />}
      disabled={disabled}
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      sx={sx}
      className={['ra-input', `ra-input-${props.source}`, className].filter(Boolean).join(' ')}
      slotProps={{ htmlInput: { readOnly } }}
    />
  );
}
