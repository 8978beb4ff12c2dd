// Library build of the custom elements: dist/portal-widgets.js (the loader), one chunk per tag, and
// ONE shared chunk with what every widget needs before it can render: React, ReactDOM, scheduler,
// Tabster/keyborg, Griffel, Fluent's provider/utilities/portal/tabster plumbing, i18next and the
// runtime. Fluent COMPONENT packages (Button, Input, Field, …) stay out of it: they go to the widget
// that uses them, or to the common chunks rolldown creates for code two widgets share, so a page
// pays only for the components its widgets show. Fluent's toast code is a lazy chunk of its own
// (src/runtime/toaster-outlet.tsx) and the theme is build-time CSS (build/theme-css-plugin.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { customElementsManifest } from './build/custom-elements-manifest.ts';
import { stripElementDocsPlugin } from './build/strip-element-docs.ts';
import { themeCssPlugin } from './build/theme-css-plugin.ts';

/** A domain's server messages (`messages/inquiry.ts`, `messages/supplier-lists.en.ts`…), not the core's. */
const DOMAIN_MESSAGES =
  /[\\/]packages[\\/]contract[\\/]src[\\/]messages[\\/](?!(?:index|en|zh|types)\.ts$)([a-z-]+?)(?:\.en|\.zh)?\.ts$/;

// Loaded by the loader itself (must stay in portal-widgets.js) or on demand only.
const NOT_SHARED = [
  /[\\/]@r2wc[\\/]core[\\/]/,
  /[\\/]jsencrypt[\\/]/,
  /[\\/]src[\\/]elements[\\/](loader|element-meta|element-registry|define-element)\.tsx?$/,
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
];
// The runtime goes to the shared chunk whoever imports it. The kit does not: it is Fluent
// components, which belong with the widgets. Of the contract, only what the runtime itself uses
// (constants, messages, the call definition helpers, the sign-in calls): a domain's routes, state
// machines and value lists go with the widgets of that domain.
const SHARED_SOURCES = [
  /[\\/]packages[\\/]contract[\\/]src[\\/](index|constants|messages[\\/](index|en|zh|types)|api[\\/](define|error-body|auth\.routes|system\.routes)|validation[\\/]password)\.ts$/,
  /[\\/]packages[\\/]widgets[\\/]src[\\/](runtime|elements|theme|locales[\\/](en|zh)[\\/]common)[\\/]/,
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
      'i18next',
      'react-i18next',
      'html-parse-stringify',
      'void-elements',
      'use-sync-external-store',
      'js-cookie',
      '@fluentui[\\/](react-provider|react-utilities|react-shared-contexts|react-jsx-runtime|' +
        'react-portal|react-tabster|react-context-selector|keyboard-keys)',
    ].join('|') +
    String.raw`)[\\/]`,
);

const isShareable = (id: string) => !id.startsWith('\0') && !NOT_SHARED.some((re) => re.test(id));
const sharedSource = (id: string) => isShareable(id) && SHARED_SOURCES.some((re) => re.test(id));
const sharedLibrary = (id: string) => isShareable(id) && SHARED_LIBRARIES.test(id);

export default defineConfig({
  plugins: [stripElementDocsPlugin(), react(), customElementsManifest(), themeCssPlugin()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: 'src/elements/loader.ts',
      formats: ['es'],
      fileName: () => 'portal-widgets.js',
    },
    rolldownOptions: {
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
            { name: 'shared', test: (id) => sharedSource(id) || sharedLibrary(id), priority: 1 },
          ],
        },
      },
    },
  },
});
