import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Box, Button, FormHelperText, Typography } from '@mui/material';

/**
 * The signature drawn on the screen (finger or mouse), as the PNG the API takes: dark ink on white in both themes,
 * since it is the paper's signature. `onChange` gets the PNG after each stroke, or null once cleared.
 */
export function Firma({ onChange, error }: { onChange: (png: string | null) => void; error?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad>(null);

  useEffect(() => {
    const canvas = canvasRef.current!;
    // The drawing surface at the screen's density, or strokes come out blurred and offset.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')!.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(20, 20, 20)' });
    pad.addEventListener('endStroke', () => onChange(pad.isEmpty() ? null : pad.toDataURL('image/png')));
    padRef.current = pad;
    return () => pad.off();
  }, [onChange]);

  const borrar = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <Box>
      <Typography variant="subtitle2" component="p" id="titulo-firma">
        Firma de quien recibe
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby="titulo-firma"
        sx={{
          display: 'block',
          width: '100%',
          height: 180,
          bgcolor: '#fff',
          border: 2,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          touchAction: 'none',
        }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Button onClick={borrar} sx={{ mt: 0.5, minHeight: 44 }}>
        Borrar firma
      </Button>
    </Box>
  );
}
