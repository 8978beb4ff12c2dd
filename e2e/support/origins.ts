// Fixed ports for the browser tests; far from the default 8080 so a running `npm start` is no clash.
export const E2E_PORTAL_PORT = 8181;
export const E2E_EMBED_PORT = 8182;
export const E2E_PORTAL_ORIGIN = `http://127.0.0.1:${E2E_PORTAL_PORT}`;
export const E2E_EMBED_ORIGIN = `http://127.0.0.1:${E2E_EMBED_PORT}`;
