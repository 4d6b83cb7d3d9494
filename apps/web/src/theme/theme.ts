import { createTheme } from '@mui/material/styles';

/** The one place that owns colours, type, sizes and radii (docs/product-rules.md, Look and feel). Components never hard-code them. */
export const palette = {
  ink: '#1D1B1F',
  rose: '#B5676F',
  roseDark: '#8E4A52',
  sand: '#F7F3F0',
  white: '#FFFFFF',
  success: '#2E7D5B',
  warning: '#B7791F',
  error: '#B3261E',
  secondaryText: '#5C5660',
  divider: '#E6DED8',
  neutral: '#9E9AA0',
} as const;

export const SIDE_MENU_BREAKPOINT = 940;
export const SIDE_MENU_WIDTH = 240;

/*
 * Someone who asked their device for less motion gets none from MUI: no transitions (a dialog or menu
 * simply appears), no ripple, no pulsing skeleton. Read once at start; the setting rarely changes.
 */
const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const noTransitions = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 720, lg: SIDE_MENU_BREAKPOINT + 1, xl: 1440 } },
  palette: {
    mode: 'light',
    // The rose primary on white is 3.9:1, too pale for text: buttons and links use the darker rose
    // (6.2:1 on white) so every label passes WCAG AA.
    primary: { main: palette.roseDark, light: palette.rose, contrastText: palette.white },
    secondary: { main: palette.ink, contrastText: palette.white },
    success: { main: palette.success },
    warning: { main: palette.warning },
    error: { main: palette.error },
    background: { default: palette.sand, paper: palette.white },
    text: { primary: palette.ink, secondary: palette.secondaryText },
    divider: palette.divider,
  },
  typography: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeightRegular: 400,
    fontWeightMedium: 500,
    fontWeightBold: 600,
    h1: { fontSize: '2rem', fontWeight: 600, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    h4: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  spacing: 8,
  ...(reducedMotion ? { transitions: noTransitions } : {}),
  components: {
    MuiSkeleton: { defaultProps: { animation: reducedMotion ? false : 'pulse' } },
    MuiCard: {
      styleOverrides: {
        root: { borderRadius: 12, boxShadow: '0 1px 3px rgba(29, 27, 31, 0.08), 0 4px 16px rgba(29, 27, 31, 0.04)' },
      },
    },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 12, boxShadow: '0 12px 40px rgba(29, 27, 31, 0.18)' } } },
    MuiAppBar: { styleOverrides: { root: { backgroundColor: palette.ink, color: palette.white } } },
    MuiTableCell: { styleOverrides: { root: { fontVariantNumeric: 'tabular-nums' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // MUI's focus ripple is too faint to see: every control gets one clear keyboard focus ring.
    MuiButtonBase: {
      defaultProps: { disableRipple: reducedMotion },
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${palette.roseDark}`, outlineOffset: 2 } },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // MUI's grey for an unselected toggle is 4.46:1 on the sand background, under AA: the secondary
    // text colour reads 6.6:1, and the chosen one stands out in ink on white.
    MuiToggleButton: {
      styleOverrides: {
        root: {
          color: palette.secondaryText,
          backgroundColor: palette.white,
          '&.Mui-selected, &.Mui-selected:hover': { color: palette.white, backgroundColor: palette.ink },
        },
      },
    },
  },
});

/** The mirror's smallest touch target and body text: a stylist taps it standing, a client reads it from the chair. */
export const MIRROR_TOUCH_PX = 56;
const MIRROR_BODY = '1.25rem';

/**
 * The mirror's variant of the one theme: the same colours and shapes, larger type, and every control
 * at least MIRROR_TOUCH_PX in both directions. Built on demand, in the mirror's own code, so no other
 * page pays for it.
 */
export function createMirrorTheme() {
  const touch = { minHeight: MIRROR_TOUCH_PX, minWidth: MIRROR_TOUCH_PX };
  return createTheme(theme, {
    typography: {
      h1: { fontSize: '2.75rem' },
      h2: { fontSize: '2rem' },
      h3: { fontSize: '1.625rem' },
      h4: { fontSize: '1.5rem' },
      h5: { fontSize: '1.375rem' },
      h6: { fontSize: MIRROR_BODY },
      body1: { fontSize: MIRROR_BODY },
      body2: { fontSize: MIRROR_BODY },
      subtitle1: { fontSize: MIRROR_BODY },
      subtitle2: { fontSize: MIRROR_BODY },
      button: { fontSize: MIRROR_BODY },
      caption: { fontSize: '1.125rem' },
    },
    components: {
      MuiButton: {
        defaultProps: { size: 'large' },
        styleOverrides: { root: { ...touch, paddingLeft: 24, paddingRight: 24, fontSize: MIRROR_BODY } },
      },
      MuiIconButton: { styleOverrides: { root: touch } },
      MuiToggleButton: { styleOverrides: { root: { ...touch, fontSize: MIRROR_BODY } } },
      MuiChip: { styleOverrides: { root: { minHeight: MIRROR_TOUCH_PX, fontSize: MIRROR_BODY, borderRadius: 28 } } },
      // The 24 px box of a radio, checkbox or switch thumb gets a 16 px pad all round: 56 px to tap.
      MuiRadio: { styleOverrides: { root: { padding: 16 } } },
      MuiCheckbox: { styleOverrides: { root: { padding: 16 } } },
      // A switch's thumb is 20 px: an 18 px pad makes it 56, with its track kept 34 × 14 inside the larger box.
      MuiSwitch: { styleOverrides: { root: { width: 76, height: 56, padding: 21 }, switchBase: { padding: 18 } } },
      MuiFormControlLabel: { styleOverrides: { label: { fontSize: MIRROR_BODY } } },
      MuiInputBase: { styleOverrides: { root: { fontSize: MIRROR_BODY, minHeight: MIRROR_TOUCH_PX } } },
      MuiInputLabel: { styleOverrides: { root: { fontSize: MIRROR_BODY } } },
      MuiFormHelperText: { styleOverrides: { root: { fontSize: '1.125rem' } } },
      MuiAlert: { styleOverrides: { message: { fontSize: MIRROR_BODY } } },
    },
  });
}
