// The Custom Elements Manifest, generated when Storybook builds (.storybook/main.ts).
declare module 'virtual:custom-elements-manifest' {
  const manifest: unknown;
  export default manifest;
}
