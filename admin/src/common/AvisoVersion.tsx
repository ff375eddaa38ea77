import { createRoot } from 'react-dom/client';
import { Button, Snackbar } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../layout/theme';

/** "Hay una versión nueva — Actualizar", over whatever screen is open; Actualizar reloads into the new version. */
export function mostrarAvisoVersion(actualizar: () => void) {
  const contenedor = document.createElement('div');
  document.body.append(contenedor);
  createRoot(contenedor).render(
    <ThemeProvider theme={theme}>
      <Snackbar
        open
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        message="Hay una versión nueva"
        action={
          <Button color="inherit" size="small" sx={{ fontWeight: 700 }} onClick={actualizar}>
            Actualizar
          </Button>
        }
      />
    </ThemeProvider>,
  );
}
