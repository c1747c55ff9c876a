import { currentRequestId, getLogger, runWithRequestId } from '../../server/log.mjs';

/**
 * The application's loggers: one per part of the site, all writing through the process's one logger
 * (server/log.mjs): JSON lines in production, the request id on every line of a request, e-mail
 * addresses and secrets scrubbed. Log counts, ids and reasons; never a submission's content.
 */
export function logger(component: string) {
  return getLogger(component);
}

export { currentRequestId, runWithRequestId };

/** An error's message for a log line's text (the error itself goes under `err`). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
