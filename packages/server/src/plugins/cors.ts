// CORS for the API and the widget files: only the configured origins (exact match), with
// credentials and the Authorization header. Any other origin gets no Access-Control-Allow-Origin.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function registerCors(app: FastifyInstance, allowedOrigins: string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !!origin && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Requested-With'],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
}
