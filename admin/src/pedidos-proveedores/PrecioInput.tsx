import { filtrarPrecio } from '#dominio/lineas';
import { CampoImporte, type CampoImporteProps } from '../common/ImporteInput';

/** A unit price: the money box that takes only digits and separators that are, or begin, an amount (filtrarPrecio). */
export function PrecioInput({
  valor,
  onChange,
  ...props
}: { valor: string; onChange: (valor: string) => void } & Omit<CampoImporteProps, 'texto' | 'onTexto'>) {
  return (
    <CampoImporte
      size="small"
      hiddenLabel={!props.label}
      {...props}
      texto={valor}
      onTexto={(texto) => onChange(filtrarPrecio(texto, valor))}
      // In a table cell there is no visible label: the column names it.
      slotProps={{ htmlInput: { 'aria-label': props.label ? undefined : 'Precio Unitario' } }}
    />
  );
}
