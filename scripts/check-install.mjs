#!/usr/bin/env node
// What a clean `npm ci` would warn about, read from package-lock.json for every Node line that
// package.json's `engines` supports, not only the Node running now: a locked package whose own
// `engines` exclude the oldest release of a supported line (npm's EBADENGINE warning), and a
// package with an install script that `allowScripts` neither allows nor denies (npm's
// install-scripts notice). `npm test` runs it first; see docs/decisions for the choices.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = new URL('..', import.meta.url);
const read = (file) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));
const pkg = read('package.json');
const lock = read('package-lock.json');

const supported = pkg.engines.node.split('||').map((range) => semver.minVersion(range).version);
const problems = [];

if (lock.packages[''].engines?.node !== pkg.engines.node) {
  problems.push('package-lock.json is out of date with package.json engines: run npm install');
}

let checked = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!path) continue;
  checked += 1;
  const range = entry.engines?.node;
  if (!range) continue;
  const excluded = supported.filter((version) => !semver.satisfies(version, range));
  if (excluded.length) {
    problems.push(
      `${path}@${entry.version} wants Node ${range}, so not ${excluded.join(', ')}: ` +
        'pin or override a version that supports them',
    );
  }
}

/** `name` or `name@range` keys, as `npm install-scripts approve` writes them. */
function settles(key, name, version) {
  const at = key.indexOf('@', 1);
  const keyName = at === -1 ? key : key.slice(0, at);
  const keyRange = at === -1 ? '*' : key.slice(at + 1);
  return keyName === name && semver.satisfies(version, keyRange);
}

const allowScripts = pkg.allowScripts ?? {};
const withScripts = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.hasInstallScript || !path) continue;
  const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const key = Object.keys(allowScripts).find((k) => settles(k, name, entry.version));
  if (key === undefined) {
    problems.push(
      `${name}@${entry.version} has an install script that allowScripts does not settle`,
    );
  } else {
    withScripts.push(`${name}@${entry.version} (${allowScripts[key] ? 'allowed' : 'denied'})`);
  }
}

if (problems.length) {
  console.error(`Install check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Install check: ${checked} locked packages support Node ${supported.join(', ')} (the oldest ` +
    `release of each supported line); install scripts: ${withScripts.join(', ') || 'none'}`,
);
