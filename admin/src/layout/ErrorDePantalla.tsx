import { Error as ErrorDeReactAdmin, type ErrorProps, Title } from 'react-admin';
import { Alert, Box, Button } from '@mui/material';

/** How Chromium, Firefox and Safari say that a screen's code (a lazy chunk) could not be downloaded. */
const CODIGO_NO_DESCARGADO = /dynamically imported module|Importing a module script failed/i;

/**
 * What the layout shows when a screen breaks. A screen whose code could not be downloaded is not a bug: offline, a
 * screen never opened on this phone has no code in its cache (the service worker keeps a chunk once used); online,
 * the open app may be older than the server's build. Either way reloading is the way out: offline it lands on the
 * app's own "Sin conexión" page, which opens the app again when the signal comes back. Any other error gets
 * react-admin's page.
 */
export function ErrorDePantalla({ error, errorInfo, title }: ErrorProps) {
  if (!CODIGO_NO_DESCARGADO.test(String((error as Error | undefined)?.message))) {
    return <ErrorDeReactAdmin error={error} errorInfo={errorInfo} resetErrorBoundary={() => undefined} />;
  }
  return (
    <Box sx={{ p: 2 }}>
      {title && <Title title={title} />}
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={() => location.reload()}>
            Reintentar
          </Button>
        }
      >
        {navigator.onLine
          ? 'No se pudo cargar esta pantalla: puede haber una versión nueva de la aplicación.'
          : 'Sin conexión: esta pantalla todavía no se abrió en este teléfono y necesita la red para cargarse.'}
      </Alert>
    </Box>
  );
}
