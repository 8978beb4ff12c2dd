// `npm run generate:routes`: writes every domain's routes file from its call definitions.
import { writeFile } from 'node:fs/promises';
import { callDomains, renderCallRoutes, routesFile } from './call-routes.ts';

for (const domain of await callDomains()) {
  await writeFile(routesFile(domain), await renderCallRoutes(domain));
}
