import { useState } from 'react';
import { Box, Button, FormHelperText, TextField, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { entregaParcialSchema, entregaSchema, type Parada } from '#dominio/hojasDeRuta';
import { formatoCantidad } from '#dominio/formatos';
import { CampoImporte } from '../common/ImporteInput';
import { validarCon } from '../common/validarCon';
import { DialogoParada } from './DialogoParada';
import { Firma } from './Firma';
import { fotoReducida } from './foto';

const validarEntrega = validarCon(entregaSchema);
const validarParcial = validarCon(entregaParcialSchema);

/**
 * Entregado or Entrega parcial: what was delivered of each line (partial only), the signature, an optional photo
 * (resized on the phone) and the cash collected, checked with the API's own schemas before the action is queued.
 */
export function DialogoEntrega({
  parada,
  parcial,
  onConfirmar,
  onCerrar,
}: {
  parada: Parada;
  parcial: boolean;
  onConfirmar: (cuerpo: Record<string, unknown>) => void;
  onCerrar: () => void;
}) {
  const lineas = parada.Pedido.detalles;
  const [cantidades, setCantidades] = useState<Record<number, string>>(() =>
    Object.fromEntries(lineas.map((l) => [l.DetalleID, String(l.Cantidad)])),
  );
  const [firma, setFirma] = useState<string | null>(null);
  const [foto, setFoto] = useState<string | null>(null);
  const [errorFoto, setErrorFoto] = useState<string>();
  const [cobrado, setCobrado] = useState('');
  const [comentario, setComentario] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});

  const elegirFoto = async (archivo: File | undefined) => {
    setErrorFoto(undefined);
    if (!archivo) return;
    try {
      setFoto(await fotoReducida(archivo));
    } catch {
      setErrorFoto('No se pudo leer la foto: pruebe con otra');
    }
  };

  // Typing again replaces the amount's message by how the new text reads.
  const cambiarCobrado = (texto: string) => {
    setCobrado(texto);
    setErrores(({ Cobrado: _, ...otros }) => otros);
  };

  const confirmar = () => {
    const cuerpo: Record<string, unknown> = {
      Firma: firma ?? '',
      Foto: foto,
      // Read by the schema as every amount is ('1.500' is a thousand and a half), so what is queued is a number.
      Cobrado: cobrado.trim() === '' ? null : cobrado,
      Comentario: comentario.trim() || null,
    };
    if (parcial) cuerpo.Lineas = lineas.map((l) => ({ DetalleID: l.DetalleID, Cantidad: cantidades[l.DetalleID] }));
    const encontrados = (parcial ? validarParcial : validarEntrega)(cuerpo);
    setErrores(encontrados);
    if (Object.keys(encontrados).length > 0) return;
    onConfirmar((parcial ? entregaParcialSchema : entregaSchema).parse(cuerpo));
  };

  return (
    <DialogoParada
      titulo={`${parcial ? 'Entrega parcial' : 'Entregado'} · parada ${parada.Posicion}`}
      confirmar={parcial ? 'Confirmar entrega parcial' : 'Confirmar entrega'}
      onConfirmar={confirmar}
      onCerrar={onCerrar}
    >
      {parcial && (
        <Box>
          <Typography variant="subtitle2" component="p">
            Cantidad entregada de cada producto
          </Typography>
          {lineas.map((l) => (
            <TextField
              key={l.DetalleID}
              label={`${l.Producto} (pedido: ${formatoCantidad(l.Cantidad)})`}
              type="number"
              value={cantidades[l.DetalleID]}
              onChange={(e) => setCantidades((c) => ({ ...c, [l.DetalleID]: e.target.value }))}
              slotProps={{ htmlInput: { min: 0, max: l.Cantidad, inputMode: 'numeric' } }}
              fullWidth
              margin="dense"
            />
          ))}
          {errores.Lineas && <FormHelperText error>{errores.Lineas}</FormHelperText>}
        </Box>
      )}
      <Firma onChange={setFirma} error={firma ? undefined : errores.Firma} />
      <Box>
        <Button component="label" variant="outlined" size="large" startIcon={<PhotoCameraIcon />} sx={{ minHeight: 48 }}>
          {foto ? 'Cambiar foto' : 'Sacar foto (opcional)'}
          <input hidden type="file" accept="image/*" capture="environment" onChange={(e) => void elegirFoto(e.target.files?.[0])} />
        </Button>
        {foto && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <Box component="img" src={foto} alt="Foto de la entrega" sx={{ maxHeight: 96, maxWidth: '60%', borderRadius: 1 }} />
            <Button onClick={() => setFoto(null)}>Quitar foto</Button>
          </Box>
        )}
        {(errorFoto || errores.Foto) && <FormHelperText error>{errorFoto ?? errores.Foto}</FormHelperText>}
      </Box>
      <CampoImporte label="Efectivo cobrado (opcional)" texto={cobrado} onTexto={cambiarCobrado} mensajeDeError={errores.Cobrado} fullWidth />
      <TextField label="Comentario (opcional)" value={comentario} onChange={(e) => setComentario(e.target.value)} multiline fullWidth />
    </DialogoParada>
  );
}
