import { useState } from 'react';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import type { SxProps, Theme } from '@mui/material/styles';
import { DateTime } from 'luxon';
import { FieldTitle, InputHelperText, type InputProps, useInput, type Validator } from 'react-admin';
import { FECHA_INVALIDA } from '#dominio/campos';
import { zonaNegocio } from './zonaNegocio';

// Every date input of the admin: an MUI X picker in Spanish and dd/MM/yyyy whatever the browser's
// language (a native <input type="date"> follows the browser's). The form value stays what
// react-admin's DateInput kept and the API takes: a business day, YYYY-MM-DD, or empty.

// MUI X's Spanish texts, with 'Aceptar' for the phone dialog's 'OK'.
const TEXTOS_ES = { ...esES.components.MuiLocalizationProvider.defaultProps.localeText, okButtonLabel: 'Aceptar' };
export const FORMATO_FECHA = 'dd/MM/yyyy';

/** The form value as the picker's date, midnight of that day in the business zone. */
export function fechaDelValor(valor: unknown, zona: string): DateTime | null {
  if (typeof valor !== 'string' || valor === '') return null;
  const fecha = DateTime.fromISO(valor, { zone: zona });
  return fecha.isValid ? fecha : null;
}

/**
 * What the form holds while the text typed is no date (half typed, 31/02): not a day, so the form's
 * schema (isoDate, queryDay) or, without one, this input's own check refuses it and nothing is saved.
 */
export const VALOR_FECHA_INVALIDA = 'fecha-invalida';

/** The picker's date as the form value: its day in the business zone; empty when cleared. */
export function valorDeLaFecha(fecha: DateTime | null, zona: string): string {
  if (fecha === null) return '';
  return fecha.isValid ? (fecha.setZone(zona).toISODate() ?? VALOR_FECHA_INVALIDA) : VALOR_FECHA_INVALIDA;
}

export interface FechaInputProps extends Omit<InputProps, 'format' | 'parse'> {
  fullWidth?: boolean;
  className?: string;
  sx?: SxProps<Theme>;
}

export function FechaInput({ label, helperText, fullWidth = true, sx, className, ...props }: FechaInputProps) {
  const fechaValida: Validator = (valor) => (valor === VALOR_FECHA_INVALIDA ? FECHA_INVALIDA : undefined);
  const validate = [fechaValida, ...[props.validate ?? []].flat()];
  const { field, fieldState, id, isRequired } = useInput({ ...props, validate });
  const zona = zonaNegocio();
  // What the picker shows: it keeps a half-typed date, which the form value cannot hold.
  const [mostrada, setMostrada] = useState(() => fechaDelValor(field.value, zona));
  // A value set from outside (a reset, "Limpiar filtros") replaces what is shown.
  if (valorDeLaFecha(mostrada, zona) !== (field.value ?? '')) {
    setMostrada(fechaDelValor(field.value, zona));
  }

  const cambiar = (fecha: DateTime | null) => {
    setMostrada(fecha);
    field.onChange(valorDeLaFecha(fecha, zona));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="es" localeText={TEXTOS_ES}>
      <DatePicker
        value={mostrada}
        onChange={cambiar}
        timezone={zona}
        format={FORMATO_FECHA}
        disabled={props.disabled || props.readOnly}
        inputRef={field.ref}
        label={
          label === false || label === '' ? undefined : (
            <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />
          )
        }
        className={['ra-input', `ra-input-${props.source}`, className].filter(Boolean).join(' ')}
        sx={sx}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: field.onBlur,
            error: fieldState.invalid,
            helperText:
              helperText !== false || fieldState.invalid ? (
                <InputHelperText
                  error={field.value === VALOR_FECHA_INVALIDA ? FECHA_INVALIDA : fieldState.error?.message}
                  helperText={helperText}
                />
              ) : null,
            variant: 'filled',
            size: 'small',
            margin: 'dense',
            fullWidth,
          },
        }}
      />
    </LocalizationProvider>
  );
}
