import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import {
  HAIR_COLOUR_MEASURE_ASSETS_DIR,
  HAIR_COLOUR_MEASURE_PATH,
} from '../../packages/domain/src/hair-colour-measure-address.ts';
import webConfig from './vite.config.ts';

/**
 * The hair-colour measure's frame (hair-colour-measure.html, decision 059), built apart from the
 * app's pages: it shares nothing with them, and its files go to a folder of their own, the one
 * folder the server lets the frame's opaque origin read. Runs after the main build, into the same
 * folder.
 */
export default defineConfig({
  build: {
    target: webConfig.build?.target,
    sourcemap: true,
    emptyOutDir: false,
    assetsDir: HAIR_COLOUR_MEASURE_ASSETS_DIR,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { 'hair-colour-measure': fileURLToPath(new URL(`.${HAIR_COLOUR_MEASURE_PATH}`, import.meta.url)) },
    },
  },
});
