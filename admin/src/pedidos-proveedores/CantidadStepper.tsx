import { Box, IconButton, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { ajustarCantidad, CANTIDAD_MINIMA } from '#dominio/lineas';

/** Quantity with minus and plus buttons; it never goes below 1 (spec). */
export function CantidadStepper({ valor, onChange, label }: { valor: number; onChange: (valor: number) => void; label?: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton size="small" aria-label="Restar uno" disabled={valor <= CANTIDAD_MINIMA} onClick={() => onChange(ajustarCantidad(valor - 1))}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        type="number"
        label={label}
        hiddenLabel={!label}
        value={valor}
        onChange={(event) => onChange(ajustarCantidad(event.target.value))}
        slotProps={{
          htmlInput: { min: CANTIDAD_MINIMA, step: 1, 'aria-label': label ? undefined : 'Cantidad', style: { textAlign: 'center' } },
        }}
        sx={{ width: 90 }}
      />
      <IconButton size="small" aria-label="Sumar uno" onClick={() => onChange(ajustarCantidad(valor + 1))}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
