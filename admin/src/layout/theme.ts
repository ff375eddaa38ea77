import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const marron = { main: '#5d4037', light: '#8b6b61', dark: '#321911', contrastText: '#ffffff' };
const brasa = { main: '#e65100', light: '#ff833a', dark: '#ac1900', contrastText: '#ffffff' };

/** Brown, the colour of the product (spec), with MUI's own Spanish texts. */
export const theme: RaThemeOptions = createTheme(
  {
    ...defaultTheme,
    palette: { primary: marron, secondary: brasa, background: { default: '#f7f3f0' } },
    shape: { borderRadius: 8 },
    sidebar: { width: 264, closedWidth: 56 },
    components: {
      ...defaultTheme.components,
      // Button texts appear exactly as the spec writes them ('Nuevo Usuario', not 'NUEVO USUARIO').
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { paddingBottom: 40 } } } },
    },
  },
  esES,
) as RaThemeOptions;
