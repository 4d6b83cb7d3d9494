/**
 * Stands in for Material's CSS-variables theme builder, which its `createTheme` imports beside the
 * plain one and calls only when a theme asks for CSS variables or colour schemes. Ours asks for
 * neither (theme.ts), so the builder and the CSS-variable parser it brings were 4.5 kB gzip of dead
 * code on every page. A theme that starts asking for them fails at once, with the reason.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'The theme uses CSS variables or colour schemes: remove the createThemeWithVars alias in vite.config.ts first.',
  );
}
