import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { moduleChunks } from './module-chunks';
import { placesFiles } from './places-files';
import { precompressedAssets } from './precompressed-assets';
import { serviceWorkerBuild } from './service-worker-build';
import { rasterIllustrations } from './raster-illustrations';
import { slimChakraTheme } from './slim-chakra-theme';
import { trimLibraryMetadata } from './trim-library-metadata';

const root = import.meta.dirname;

/**
 * The session, which the sign-in forms use as well, and what else every signed-in page and the
 * sign-in page draw before anything of their own (the API's error codes, the role guard, the
 * suspension notice, the form alert), none of it on the home page.
 */
const SESSION =
  /web[\\/]src[\\/](lib[\\/](api-client|auth|stored-token|jwt-payload|early-requests|request-url|return-path|suspension-notice)|app[\\/]require-role|components[\\/]ui[\\/]form-alert)\.tsx?$|shared[\\/]api[\\/]errors\.ts$/;
/**
 * The signed-in frame: the query cache, the session's services, the bar's badges and the live
 * connection, and each page's first requests and pictures (`features/*\/*-data.ts`, shared by the
 * page and the shell's early requests), and the address book's slots the signed-in routes provide
 * (app/ and components/address-parts: apart from this chunk, the pre-rendering build split them
 * into a chunk that imported this one back and failed to load).
 */
const SIGNED_IN_FRAME =
  /node_modules[\\/]@tanstack[\\/]|web[\\/]src[\\/](lib[\\/](session-services|badges|live-state|live-socket|live|push-device)|api[\\/](counts|live-counts)|app[\\/](signed-in-routes|signed-in-live|live-session|address-parts|layouts[\\/]nav-counts)|components[\\/]address-parts|features[\\/][^\\/]+[\\/][^\\/]+-data|lib[\\/]first-pictures)\.tsx?$/;
/**
 * The kit of the signed-in pages: the fields (Chakra's input and field, ours), dialogs, pagers,
 * tabs, toasts, the Report and Block actions and the small API modules and messages they share
 * (and the arts' queries: the art page and Browse Arts).
 */
const KIT =
  /node_modules[\\/]@chakra-ui[\\/]react[\\/].*[\\/]components[\\/](input|field)[\\/]|web[\\/]src[\\/](components[\\/](ui[\\/](brand-button|text-field|choice-fields|textarea-field|action-menu|amount-rows|chosen-images|confirm-dialog|modal|outcome-alert|pager|progress-bar|tabs|toast)|moderation[\\/](hidden-notice|report-dialog)|blocks[\\/]block-button|wishlist[\\/]heart-button)|api[\\/](admin|arts|blocks|cart|cart-lines|moderation|wishlist)|features[\\/]arts[\\/]api[\\/]arts|lib[\\/](relative-time|upload))\.tsx?$|shared[\\/](options|messages[\\/](blocks|cart|jobs|moderation|uploads))\.ts$/;
/** Chakra's alert, stack and icon, which every signed-in page and the sign-in page draw: a kilobyte each on their own. */
const CHAKRA_PARTS = /@chakra-ui[\\/]react[\\/].*[\\/]components[\\/](alert[\\/]|stack[\\/]|icon[\\/]|icons\.js$)/;

/** What Ark's components (under Chakra's) all stand on, and its field: nine kilobytes every signed-in page and the sign-in page load. */
const ARK_BASE =
  /node_modules[\\/](@ark-ui[\\/]react[\\/]dist[\\/](utils[\\/](create-context|compose-refs|create-split-props|use-safe-layout-effect)|providers[\\/]environment[\\/]|components[\\/](factory|field[\\/]|fieldset[\\/]use-fieldset-context)|_virtual[\\/])|@zag-js[\\/](utils|auto-resize)[\\/]|@zag-js[\\/]core[\\/]dist[\\/]merge-props|@zag-js[\\/]dom-query[\\/]dist[\\/](node|computed-style))/;

/** One test out of several. */
const joined = (...tests: RegExp[]) => new RegExp(tests.map((test) => `(?:${test.source})`).join('|'));

export default defineConfig({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [
    react(),
    slimChakraTheme(),
    trimLibraryMetadata(),
    rasterIllustrations(),
    placesFiles(),
    moduleChunks(),
    precompressedAssets(),
    serviceWorkerBuild(),
  ],
  resolve: {
    alias: {
      '@shared': path.resolve(root, '../shared'),
      '@web': path.resolve(root, 'src'),
      'react-router': path.resolve(root, '../node_modules/react-router/dist/production/index.mjs'),
    },
  },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    sourcemap: process.env.CRAFTI_SOURCEMAP === '1',
    // Read by tests/bench/bundle-budget.ts to measure the first load.
    manifest: true,
    // Every browser the product supports (evergreen Chromium, Firefox, Safari 17+) knows modulepreload.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The app (boot.tsx and everything it imports statically) in one chunk: it compresses
            // better than many, and the entry (main.tsx) stays a few lines that wait for the first paint.
            // With it, the Chakra pieces and the page title every page draws (a chunk of 0.6 kB on its own).
            {
              name: 'app',
              test: /web[\\/]src[\\/](boot\.tsx|lib[\\/]page-title\.ts)$|@chakra-ui[\\/]react[\\/].*[\\/]components[\\/](container|link|visually-hidden)[\\/]/,
            },
            // React DOM on its own: the entry has it evaluated in a task before the app's
            // (main.tsx), instead of both in one long task.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // What the entry itself runs (Vite's preload helper, the /config.json request, the route
            // chunk table, how emotion adopts pre-rendered styles, the stored session, which the
            // entry's early requests of a signed-in page read, and how it finds a painted frame):
            // with the app, these would make the entry wait for the whole app (web/prerender.ts
            // refuses a build where it does).
            {
              name: 'start',
              test: /vite[\\/]preload-helper|web[\\/]src[\\/]lib[\\/](config|route-chunks|emotion-in-place|stored-session|signed-in-frame)\.ts$|@emotion[\\/]sheet[\\/]/,
              priority: 10,
            },
            // A signed-in page's path to its first render, in one chunk instead of thirty-odd
            // modules of a kilobyte each: every request costs a phone a round trip on one of its
            // six connections to the site, and in Lighthouse's simulation each one in flight takes
            // a share of the line while it waits (tests/bench/lighthouse.ts, LIGHTHOUSE_TRACES).
            // The sign-in, register and reset pages load all of it too.
            {
              name: 'signed-in',
              test: joined(SESSION, SIGNED_IN_FRAME, KIT, CHAKRA_PARTS, ARK_BASE),
              includeDependenciesRecursively: false,
            },
            // The forms: the sign-in, register and reset pages load nothing else of their own but the fields.
            {
              name: 'forms',
              test: /node_modules[\\/]react-hook-form[\\/]|web[\\/]src[\\/](components[\\/]ui[\\/](password-input|live-form)|lib[\\/](use-lazy-zod-form|zod-form-base)|features[\\/]auth[\\/](api[\\/]account|components[\\/]auth-card))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // Art cards and what they are drawn with, on the dashboard, explore and the art pages, and
            // how Chakra styles a component of several parts (a card, a badge, an alert).
            {
              name: 'catalog',
              test: /web[\\/]src[\\/](components[\\/](arts[\\/]|ui[\\/]avatar)|lib[\\/](image-srcset|near-viewport))|shared[\\/](money|image-variants|messages[\\/]arts)\.ts|@chakra-ui[\\/]react[\\/].*[\\/](components[\\/](skeleton|badge|grid|simple-grid)[\\/]|styled-system[\\/](create-slot-recipe-context|use-slot-recipe)\.js$)/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'marketing',
              test: /features[\\/]marketing[\\/]components[\\/](illustration|section-heading|icons|weave-band)|web[\\/]src[\\/]components[\\/]footer/,
            },
          ],
        },
      },
      treeshake: {
        // Emotion imports hoist-non-react-statics (and through it react-is) bare, for its withTheme,
        // which Chakra does not use; both are CommonJS without a sideEffects field, so say it here.
        moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
        // Chakra's theme module builds its default config from every recipe through these
        // helpers; they are pure, and saying so lets unused recipes drop out of the bundle.
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineKeyframes',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineGlobalStyles',
        ],
      },
    },
  },
});
