// Route coverage: how many routes of docs/routes.txt render a widget or a real host page.
// `npm run coverage:routes` prints a summary; `-- --json` prints the served and missing paths.
import { isServed } from '../packages/host/src/routes/protected-widgets.ts';
import { ROUTE_TABLE } from '../packages/host/src/routes/route-table.ts';

const served = ROUTE_TABLE.filter(isServed).map((r) => r.path);
const missing = ROUTE_TABLE.filter((r) => !isServed(r)).map((r) => r.path);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ served, missing }, null, 2));
} else {
  console.log(`routes served: ${served.length} of ${ROUTE_TABLE.length}`);
}
