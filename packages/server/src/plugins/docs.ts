// OpenAPI generated from the contract's zod schemas; the UI at /api/docs, the JSON at /api/docs/json.
// Each operation is named after its call and lists its error answers (plugins/error-answers.ts);
// named schemas (ErrorBody, the recursive MenuNode) are components, so every $ref resolves. The
// document lints clean under Redocly's recommended rules (plugins/openapi.test.ts).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { flattenUnionForDocs } from '../http/docs-schema.ts';
import { ERROR_DESCRIPTIONS, errorStatuses } from './error-answers.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const transform = (doc: TransformInput) => {
  const schema = doc.schema as Record<string, unknown> | undefined;
  if (!schema) return jsonSchemaTransform(doc);
  const call = (doc.route as { config?: { call?: Parameters<typeof errorStatuses>[0] } }).config
    ?.call;
  const errors = call
    ? Object.fromEntries(
        errorStatuses(call).map((status) => [
          status,
          {
            description: ERROR_DESCRIPTIONS[status],
            content: { 'application/json': { schema: errorBody } },
          },
        ]),
      )
    : {};
  return jsonSchemaTransform({
    ...doc,
    schema: {
      ...schema,
      ...(schema.querystring ? { querystring: flattenUnionForDocs(schema.querystring) } : {}),
      ...(schema.body ? { body: flattenUnionForDocs(schema.body) } : {}),
      response: { ...(schema.response as object), ...errors },
    },
  } as TransformInput);
};

/**
 * Keeps the component schemas the operations reach: every named schema is generated as an input
 * and an output variant (`ErrorBodyInput`), and most are used one way only.
 */
function withoutUnusedSchemas<T extends object>(doc: T): T {
  const { paths, components } = doc as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown) => {
    for (const [, name = ''] of JSON.stringify(node ?? null).matchAll(
      /"#\/components\/schemas\/([^"]+)"/g,
    )) {
      if (used.has(name)) continue;
      used.add(name);
      visit(schemas[name]);
    }
  };
  visit(paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...components, schemas: kept } };
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Supplier portal API',
        description:
          'Reference server of the bilingual supplier portal. Answers are `{code, msg, data}`; failures `{code, msg, error_description}` (ErrorBody) with a 4xx/5xx status. Messages follow Accept-Language (en, zh).',
        version: '0.1.0',
        license: { name: 'Proprietary' },
      },
      // The paths include /api, so the server is this origin.
      servers: [{ url: '/', description: 'This portal' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The access_token' },
          integrationKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Integration-Key',
            description: 'The key of an outside system (ERP_INTEGRATION_KEYS)',
          },
        },
      },
    },
    transform,
    transformObject: (doc) => withoutUnusedSchemas(jsonSchemaTransformObject(doc)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
