// Ports for the browser tests; far from the default 8080 so a running `npm start` is no clash.
// E2E_PORT_BASE moves all three (the portal on it, the embedding page on the next, the built
// Storybook after it), so two checkouts
// on one machine can run their browser tests at once.
const base = Number(process.env.E2E_PORT_BASE ?? 8181);
export const E2E_PORTAL_PORT = base;
export const E2E_EMBED_PORT = base + 1;
export const E2E_PORTAL_ORIGIN = `http://127.0.0.1:${E2E_PORTAL_PORT}`;
export const E2E_EMBED_ORIGIN = `http://127.0.0.1:${E2E_EMBED_PORT}`;
/** The built Storybook (storybook-static/), served as a designer's or developer's browser gets it. */
export const E2E_STORYBOOK_PORT = base + 2;
export const E2E_STORYBOOK_ORIGIN = `http://127.0.0.1:${E2E_STORYBOOK_PORT}`;
