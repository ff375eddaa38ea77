import { useState } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { MOTIVOS_NO_ENTREGA, noEntregaSchema, type Parada } from '#dominio/hojasDeRuta';
import { validarCon } from '../common/validarCon';
import { DialogoParada } from './DialogoParada';

const validar = validarCon(noEntregaSchema);

/** No entregado: the reason (and a comment, required with "Otro"). */
export function DialogoNoEntrega({
  parada,
  onConfirmar,
  onCerrar,
}: {
  parada: Parada;
  onConfirmar: (cuerpo: Record<string, unknown>) => void;
  onCerrar: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [comentario, setComentario] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});

  const confirmar = () => {
    const cuerpo = { Motivo: motivo, Comentario: comentario.trim() || null };
    const encontrados = validar(cuerpo);
    setErrores(encontrados);
    if (Object.keys(encontrados).length === 0) onConfirmar(noEntregaSchema.parse(cuerpo));
  };

  return (
    <DialogoParada titulo={`No entregado · parada ${parada.Posicion}`} confirmar="Confirmar" onConfirmar={confirmar} onCerrar={onCerrar}>
      <FormControl error={Boolean(errores.Motivo)}>
        <FormLabel id="motivo-no-entrega">Motivo</FormLabel>
        <RadioGroup aria-labelledby="motivo-no-entrega" value={motivo} onChange={(e) => setMotivo(e.target.value)}>
          {Object.entries(MOTIVOS_NO_ENTREGA).map(([codigo, texto]) => (
            <FormControlLabel key={codigo} value={codigo} control={<Radio />} label={texto} sx={{ minHeight: 44 }} />
          ))}
        </RadioGroup>
        {errores.Motivo && <FormHelperText>{errores.Motivo}</FormHelperText>}
      </FormControl>
      <TextField
        label="Comentario"
        value={comentario}
        onChange={(e) => setComentario(e.target.value)}
        error={Boolean(errores.Comentario)}
        helperText={errores.Comentario}
        multiline
        fullWidth
      />
    </DialogoParada>
  );
}
