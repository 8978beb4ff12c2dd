// The outbox module's public entry: writing a message in a transaction (enqueue), what the
// outside systems' answers do (OutboxAnswers), the worker that delivers, and the API log's routes.
export { outboxPlugin, type OutboxServices } from './plugin.ts';
export { OutboxAnswers, enqueue } from './outbox.ts';
export { OutboxWorker } from './worker.ts';
