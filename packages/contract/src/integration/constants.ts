// The outside systems the outbox talks to, the simulator's settings and the API log's vocabulary.

/** Where the outbox sends: three systems that answer a request, and e-mail, which is delivered. */
export const OUTSIDE_SYSTEMS = ['oa', 'qaudit', 'erp', 'mail'] as const;
export type OutsideSystemName = (typeof OUTSIDE_SYSTEMS)[number];
/** The systems the built-in simulator can stand in for. */
export const SIMULATED_SYSTEMS = ['oa', 'qaudit', 'erp'] as const;
export type SimulatedSystemName = (typeof SIMULATED_SYSTEMS)[number];
export const SIMULATOR_ANSWERS = ['approve', 'fail'] as const;
/** The longest simulated delay an administrator may set (10 minutes). */
export const SIMULATOR_DELAY_MAX_MS = 600_000;
export const OUTBOX_STATUSES = ['pending', 'sent', 'answered', 'failed'] as const;
export type OutboxStatusName = (typeof OUTBOX_STATUSES)[number];
export const API_LOG_DIRECTIONS = ['out', 'in'] as const;
/** What one API log entry says: a request `sent`, an answer `answered`, or a call that `failed`. */
export const API_LOG_OUTCOMES = ['sent', 'answered', 'failed'] as const;
export type ApiLogOutcome = (typeof API_LOG_OUTCOMES)[number];
