// The system module's public entry.
export { systemPlugin } from './plugin.ts';
