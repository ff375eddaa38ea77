import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

const marron = { main: '#5d4037', light: '#8b6b61', dark: '#321911', contrastText: '#ffffff' };
// Every main colour carries white text at 4.5:1 or more (WCAG AA), and every dark one reads as text on white.
const brasa = { main: '#bf360c', light: '#e65100', dark: '#8c1d00', contrastText: '#ffffff' };
const aviso = { main: '#b45309', light: '#ed6c02', dark: '#92400e', contrastText: '#ffffff' };
const informacion = { main: '#0277bd', light: '#0288d1', dark: '#01579b', contrastText: '#ffffff' };

const ANCHO_TELEFONO = '@media (max-width: 599.95px)';

/** Brown, the colour of the product (spec), with MUI's own Spanish texts. */
export const theme: RaThemeOptions = createTheme(
  {
    ...defaultTheme,
    palette: { primary: marron, secondary: brasa, warning: aviso, info: informacion, background: { default: '#f7f3f0' } },
    shape: { borderRadius: 8 },
    sidebar: { width: 264, closedWidth: 56 },
    components: {
      ...defaultTheme.components,
      // Button texts appear exactly as the spec writes them ('Nuevo Usuario', not 'NUEVO USUARIO').
      MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
      MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
      RaLayout: {
        styleOverrides: {
          root: {
            '& .RaLayout-content': { paddingBottom: 40 },
            // react-admin lets the page grow to its widest content (wide tables on a desktop); a phone keeps its width.
            [ANCHO_TELEFONO]: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
          },
        },
      },
      RaList: { styleOverrides: { root: { [ANCHO_TELEFONO]: { '& .RaList-main': { minWidth: 0 } } } } },
      // On a phone every filter takes the whole width (search boxes have fixed desktop widths).
      RaFilterForm: {
        styleOverrides: {
          root: {
            [ANCHO_TELEFONO]: { '& .filter-field, & .MuiFormControl-root': { flex: '1 1 100%', width: '100%', minWidth: 0, maxWidth: '100%' } },
          },
        },
      },
    },
  },
  esES,
) as RaThemeOptions;
