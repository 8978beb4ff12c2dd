// Library build of the custom elements: dist/portal-widgets.js (the loader: tag names only), one
// entry per tag, dist/tags/<tag>.js, that defines its element (build/tag-entries.ts), and
// ONE shared chunk with what every widget needs before it can render: React, ReactDOM, scheduler,
// Tabster's core/keyborg, Griffel, Fluent's provider/utilities/portal/tabster plumbing and the
// runtime. Fluent COMPONENT packages (Button, Input, Field, …) stay out of it: they go to the widget
// that uses them, or to the common chunks rolldown creates for code two widgets share, so a page
// pays only for the components its widgets show. Fluent's toast code is a lazy chunk of its own
// (src/runtime/toaster-outlet.tsx) and the theme is build-time CSS (build/theme-css-plugin.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { customElementsManifest } from './build/custom-elements-manifest.ts';
import { inlineTokensPlugin } from './build/inline-tokens.ts';
import { stripElementDocsPlugin } from './build/strip-element-docs.ts';
import { buildEntries, tagEntriesPlugin } from './build/tag-entries.ts';
import { themeCssPlugin } from './build/theme-css-plugin.ts';

/** A domain's server messages (`messages/inquiry.ts`, `messages/supplier-lists.en.ts`…), not the core's. */
const DOMAIN_MESSAGES =
  /[\\/]packages[\\/]contract[\\/]src[\\/]messages[\\/](?!(?:index|en|zh|types)\.ts$)([a-z-]+?)(?:\.en|\.zh)?\.ts$/;

const TABSTER_FEATURES = new RegExp(
  String.raw`[\\/]node_modules[\\/](tabster[\\/]dist[\\/]esm[\\/](index|Mover|Groupper|Modalizer|Restorer|Deloser|CrossOrigin|Outline|ObservedElement|Deprecated|get[\\/][^\\/]+)\.js|` +
    String.raw`@fluentui[\\/]react-tabster[\\/]lib[\\/](hooks[\\/](useActivateModal|useArrowNavigationGroup|useFocusObserved|useFocusableGroup|useModalAttributes|useObservedElement|useRestoreFocus)|focus[\\/]createFocusOutlineStyle)\.js)$`,
);

// The loader itself (must stay in portal-widgets.js), or loaded on demand only.
const NOT_SHARED = [
  /[\\/]jsencrypt[\\/]/,
  /[\\/]src[\\/]elements[\\/](loader|autoloader|element-registry)\.ts$/,
  // Imported on first toast / by a querying widget only; see the modules' comments.
  /[\\/]src[\\/]runtime[\\/](fluent-toaster|query-client|query-provider)\.tsx?$/,
  /\.element\.ts$/,
  /[\\/]src[\\/]testing[\\/]/,
  // The contract's zod rules and zod itself load with the widget that validates, on demand
  // (sp-quote-editor's quote-line-rules chunk), never with every page.
  /[\\/]packages[\\/]contract[\\/]src[\\/]inquiry[\\/](quote-line|bargaining-round)\.ts$/,
  // A domain's messages load with that domain's widgets (see contract/src/messages).
  DOMAIN_MESSAGES,
  /[\\/]node_modules[\\/]zod[\\/]/,
  // Tabster's focus features (arrow keys, groups, modal traps, focus restore) and the Fluent hooks
  // that start them: only lists, menus and dialogs use them, so they go with those (9 KB gzip).
  TABSTER_FEATURES,
];
// The runtime goes to the shared chunk whoever imports it. The kit does not: it is Fluent
// components, which belong with the widgets. Of the contract, only what the runtime itself uses
// (constants, messages, the call definition helpers, the sign-in calls): a domain's routes, state
// machines and value lists go with the widgets of that domain.
const SHARED_SOURCES = [
  /[\\/]packages[\\/]contract[\\/]src[\\/](index|constants|messages[\\/](index|en|zh|types)|api[\\/](define|error-body|auth\.routes|system\.routes)|validation[\\/]password)\.ts$/,
  /[\\/]packages[\\/]widgets[\\/]src[\\/](runtime[\\/]|elements[\\/]|theme[\\/]|locales[\\/](en|zh)[\\/]common\.json$)/,
  // The build-time theme CSS (build/theme-css-plugin.ts).
  /^\0virtual:portal-theme-css$/,
];
// The libraries every widget needs to render at all (mount-widget and FluentShadowRoot use them).
const SHARED_LIBRARIES = new RegExp(
  String.raw`[\\/]node_modules[\\/](` +
    [
      'react',
      'react-dom',
      'scheduler',
      'tabster',
      'keyborg',
      '@griffel[\\/][^\\/]+',
      'stylis',
      'rtl-css-js',
      '@emotion[\\/]hash',
      '@swc[\\/]helpers',
      'use-sync-external-store',
      'js-cookie',
      '@fluentui[\\/]react-icons[\\/]lib[\\/]contexts',
      '@fluentui[\\/](react-provider|react-utilities|react-shared-contexts|react-jsx-runtime|' +
        'react-portal|react-tabster|react-context-selector|keyboard-keys)',
    ].join('|') +
    String.raw`)[\\/]`,
);

const isShareable = (id: string) => !NOT_SHARED.some((re) => re.test(id));
const sharedSource = (id: string) => isShareable(id) && SHARED_SOURCES.some((re) => re.test(id));
const sharedLibrary = (id: string) => isShareable(id) && SHARED_LIBRARIES.test(id);

export default defineConfig({
  plugins: [
    stripElementDocsPlugin(),
    react(),
    customElementsManifest(),
    themeCssPlugin(),
    inlineTokensPlugin(),
    tagEntriesPlugin(),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No source maps: production would serve the source (docs/decisions/2026-11-26-host-page-csp.md).
    sourcemap: false,
    lib: {
      entry: buildEntries(),
      formats: ['es'],
      fileName: (_format, entry) => `${entry}.js`,
    },
    rolldownOptions: {
      // The shared group below takes exactly the modules its test names, not their dependencies
      // as well (rolldown's default), which needs entries that may gain exports.
      preserveEntrySignatures: 'allow-extension',
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Vite's ES library mode keeps whitespace by default; the budgets are for minified code.
        minify: true,
        codeSplitting: {
          groups: [
            // One chunk per domain's messages (inquiry-messages, supplier-lists-messages…): left
            // alone, rolldown merges code that several widgets share into the shared chunk, which
            // every page loads.
            {
              name: (id) => {
                const domain = DOMAIN_MESSAGES.exec(id)?.[1];
                return domain ? `${domain}-messages` : null;
              },
              debugName: 'domain-messages',
              test: DOMAIN_MESSAGES,
              priority: 2,
            },
            {
              name: 'shared',
              test: (id) => sharedSource(id) || sharedLibrary(id),
              priority: 1,
              // By default a captured module's dependencies are captured too, and tabster's barrel
              // would bring every focus feature back. The bench checks that the shared chunk then
              // imports no other chunk (a dependency the tests forgot would land outside it).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
