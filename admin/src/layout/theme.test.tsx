import { describe, expect, it } from 'vitest';
import { Checkbox, FormControlLabel } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { usarJsdom } from '../test/jsdom';
import { darkTheme, theme } from './theme';

const { montar } = usarJsdom();

describe.each([
  ['light', theme],
  ['dark', darkTheme],
])('the %s theme', (_modo, tema) => {
  it("names a checkbox's input, not its wrapper (react-admin's row checkbox), and leaves labelled ones alone", async () => {
    const contenedor = await montar(
      <ThemeProvider theme={tema}>
        <Checkbox aria-label="Seleccionar esta fila" />
        <FormControlLabel control={<Checkbox />} label="Entrega 12" />
      </ThemeProvider>,
    );
    const [fila, etiquetada] = contenedor.querySelectorAll('input[type="checkbox"]');
    expect(fila.getAttribute('aria-label')).toBe('Seleccionar esta fila');
    expect(etiquetada.hasAttribute('aria-label')).toBe(false);
    expect(etiquetada.closest('label')?.textContent).toBe('Entrega 12');
    expect(contenedor.querySelectorAll('span[aria-label]')).toHaveLength(0);
  });
});
