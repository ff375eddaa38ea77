import { MenuItem, TextField } from '@mui/material';
import { type RaRecord, useGetList } from 'react-admin';
import { COMPARACIONES, type Comparacion, NOMBRES_COMPARACION, PERIODOS_REPORTE, type PeriodoReporte, rangoDePeriodo } from '#dominio/reportes';
import { hoyNegocio } from '../common/zonaNegocio';

export interface Periodo {
  periodo: PeriodoReporte;
  Desde: string;
  Hasta: string;
  Comparar: Comparacion;
}

/** This year so far against the same months of last year: what the owner asks first. */
export const PERIODO_INICIAL: Periodo = { periodo: 'este-anio', ...rangoDePeriodo('este-anio', hoyNegocio()), Comparar: 'anio' };

/** A select of the report's bar, as wide as its longest option on a computer and full width on a phone. */
export function Selector<T extends string>({
  label,
  value,
  opciones,
  onChange,
}: {
  label: string;
  value: T;
  opciones: Record<T, string>;
  onChange: (valor: T) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      // An option of value '' ('Todas') is shown, not an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
    >
      {(Object.keys(opciones) as T[]).map((clave) => (
        <MenuItem key={clave} value={clave}>
          {opciones[clave]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The range (a named one, or Desde and Hasta) and what it is compared with: controls of the report's bar. */
export function FiltrosDePeriodo({ valor, onChange }: { valor: Periodo; onChange: (valor: Periodo) => void }) {
  const elegir = (periodo: PeriodoReporte) =>
    onChange({ ...valor, periodo, ...(periodo === 'personalizado' ? {} : rangoDePeriodo(periodo, hoyNegocio())) });
  const dia = (campo: 'Desde' | 'Hasta', texto: string) => onChange({ ...valor, periodo: 'personalizado', [campo]: texto });
  return (
    <>
      <Selector label="Período" value={valor.periodo} opciones={PERIODOS_REPORTE} onChange={elegir} />
      {valor.periodo === 'personalizado' && (
        <>
          <CampoDia label="Desde" value={valor.Desde} onChange={(texto) => dia('Desde', texto)} />
          <CampoDia label="Hasta" value={valor.Hasta} onChange={(texto) => dia('Hasta', texto)} />
        </>
      )}
      <Selector
        label="Comparar con"
        value={valor.Comparar}
        opciones={Object.fromEntries(COMPARACIONES.map((c) => [c, NOMBRES_COMPARACION[c]])) as Record<Comparacion, string>}
        onChange={(Comparar) => onChange({ ...valor, Comparar })}
      />
    </>
  );
}

/** The category filter: every category, or "Todas" (''). */
export function SelectorCategoria({ value, onChange }: { value: string; onChange: (categoriaId: string) => void }) {
  const { data: categorias = [] } = useGetList<RaRecord & { Nombre: string }>('categorias', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'Nombre', order: 'ASC' },
  });
  const opciones = { '': 'Todas', ...Object.fromEntries(categorias.map((c) => [String(c.id), c.Nombre])) };
  return <Selector label="Categoría" value={value} opciones={opciones} onChange={onChange} />;
}

/**
 * A day of the report's bar (the browser's date picker, as the bar's other controls are not in a form): up to today.
 * A field left half typed changes nothing.
 */
export function CampoDia({ label, value, onChange }: { label: string; value: string; onChange: (dia: string) => void }) {
  return (
    <TextField
      size="small"
      fullWidth={false}
      type="date"
      label={label}
      value={value}
      onChange={(e) => e.target.value && onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hoyNegocio() } }}
    />
  );
}
