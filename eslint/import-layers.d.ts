// Types of the layer rule's plugin (the rule is JavaScript: eslint.config.js loads it as it is).
import type { ESLint } from 'eslint';

declare const layers: ESLint.Plugin;
export default layers;
