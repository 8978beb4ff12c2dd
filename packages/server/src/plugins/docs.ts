// OpenAPI generated from the contract's zod schemas; the UI at /api/docs, the JSON at /api/docs/json.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { flattenUnionForDocs } from '../http/docs-schema.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const transform = (doc: TransformInput) => {
  const schema = doc.schema as Record<string, unknown> | undefined;
  if (!schema) return jsonSchemaTransform(doc);
  return jsonSchemaTransform({
    ...doc,
    schema: {
      ...schema,
      ...(schema.querystring ? { querystring: flattenUnionForDocs(schema.querystring) } : {}),
      ...(schema.body ? { body: flattenUnionForDocs(schema.body) } : {}),
    },
  } as TransformInput);
};

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Supplier portal API',
        description:
          'Reference server of the bilingual supplier portal. Answers are `{code, msg, data}`; failures `{code, msg, error_description}` with a 4xx/5xx status. Messages follow Accept-Language (en, zh).',
        version: '0.1.0',
      },
      servers: [],
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
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
