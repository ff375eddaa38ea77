import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { dataProvider } from './dataProvider';
import { usarZonaNegocio } from './common/zonaNegocio';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The server's business time zone first, so every date and "today" agree with it; if the call
// fails the admin still starts, on the default zone (the server's own default).
dataProvider
  .configuracion()
  .then(({ ZonaNegocio }) => usarZonaNegocio(ZonaNegocio))
  .catch((error) => console.error('No se pudo leer la configuración del servidor', error))
  .finally(render);
