import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { esES } from '@mui/material/locale';
import { createTheme, type PaletteOptions } from '@mui/material/styles';

const marron = { main: '#5d4037', light: '#8b6b61', dark: '#321911', contrastText: '#ffffff' };
// Every main colour carries white text at 4.5:1 or more (WCAG AA), and every dark one reads as text on white.
const brasa = { main: '#bf360c', light: '#e65100', dark: '#8c1d00', contrastText: '#ffffff' };
const aviso = { main: '#b45309', light: '#ed6c02', dark: '#92400e', contrastText: '#ffffff' };
const informacion = { main: '#0277bd', light: '#0288d1', dark: '#01579b', contrastText: '#ffffff' };

const ANCHO_TELEFONO = '@media (max-width: 599.95px)';

// The dark variant: the same families, light enough to read on a near-black brown (each main colour
// at 4.5:1 or more on the paper colour, WCAG AA), with dark text on its filled buttons and chips.
const TEXTO_OSCURO = 'rgba(0, 0, 0, 0.87)';
const OSCURO: PaletteOptions = {
  mode: 'dark',
  primary: { main: '#bcaaa4', light: '#d7ccc8', dark: '#8d6e63', contrastText: TEXTO_OSCURO },
  secondary: { main: '#ff8a65', light: '#ffab91', dark: '#e64a19', contrastText: TEXTO_OSCURO },
  warning: { main: '#ffb74d', light: '#ffcc80', dark: '#f57c00', contrastText: TEXTO_OSCURO },
  info: { main: '#4fc3f7', light: '#81d4fa', dark: '#0288d1', contrastText: TEXTO_OSCURO },
  error: { main: '#ff8a80', light: '#ffab91', dark: '#e57373', contrastText: TEXTO_OSCURO },
  success: { main: '#81c784', light: '#a5d6a7', dark: '#388e3c', contrastText: TEXTO_OSCURO },
  background: { default: '#1b1512', paper: '#261d19' },
};
const CLARO: PaletteOptions = { primary: marron, secondary: brasa, warning: aviso, info: informacion, background: { default: '#f7f3f0' } };

/** Brown, the colour of the product (spec), with MUI's own Spanish texts; `base` is react-admin's theme of the same mode. */
const temaCarbonSur = (base: RaThemeOptions, palette: PaletteOptions): RaThemeOptions =>
  createTheme(
    {
      ...base,
      palette,
      shape: { borderRadius: 8 },
      sidebar: { width: 264, closedWidth: 56 },
      components: {
        ...base.components,
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
        // react-admin's row checkbox puts its name on the box's wrapper (a span, where axe forbids aria-label) and
        // leaves the input unnamed: the name moves to the input. theme.test.tsx fails if MUI stops passing it on.
        MuiCheckbox: {
          defaultProps: { slotProps: { root: { 'aria-label': undefined }, input: ({ 'aria-label': nombre }) => ({ 'aria-label': nombre }) } },
        },
        // 'Deshacer' in the notice: react-admin paints it primary.light, which is faint on the notice's grey in both
        // modes (under 3:1); the notice's own text colour, bold, reads at its contrast.
        RaNotification: { styleOverrides: { root: { '& .RaNotification-undo': { color: 'inherit', fontWeight: 700 } } } },
        // On a phone a form's toolbar is fixed at the bottom: a notice there covered "Guardar" (an error's, right when
        // the user wants to press it again; "Hay una versión nueva", until pressed). Every notice shows above it.
        MuiSnackbar: { styleOverrides: { root: { [ANCHO_TELEFONO]: { bottom: 72 } } } },
        RaList: { styleOverrides: { root: { [ANCHO_TELEFONO]: { '& .RaList-main': { minWidth: 0 } } } } },
        // On a phone every filter takes the whole width (search boxes have fixed desktop widths).
        RaFilterForm: {
          styleOverrides: {
            root: {
              [ANCHO_TELEFONO]: {
                '& .filter-field, & .MuiFormControl-root': { flex: '1 1 100%', width: '100%', minWidth: 0, maxWidth: '100%' },
              },
            },
          },
        },
      },
    },
    esES,
  ) as RaThemeOptions;

export const theme = temaCarbonSur(defaultLightTheme, CLARO);
export const darkTheme = temaCarbonSur(defaultDarkTheme, OSCURO);
