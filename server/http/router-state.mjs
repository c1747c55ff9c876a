// @ts-check
import { createRequire } from 'node:module';
import { ROUTER_STATE_VALIDATOR_MODULE } from '../next-contract.mjs';

/**
 * Whether a request's router state header is one Next.js can read, by Next.js's own check: a malformed one
 * (a stranger's, or a client of another build) would otherwise fail the render with a 500 and a stack.
 */
const { parseAndValidateFlightRouterState } = createRequire(import.meta.url)(ROUTER_STATE_VALIDATOR_MODULE);

/** @param {string | string[] | undefined} header */
export function isReadableRouterState(header) {
  if (header === undefined) return true;
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}
