/**
 * Start-up could not use what a setting points at (a service that does not answer, a folder it cannot
 * write); the message names the setting and is printed as Tio's one line before it exits.
 */
export class StartupError extends Error {}

/** How long Tio waits for PostgreSQL or Redis to answer a new connection. */
export const CONNECT_TIMEOUT_MS = 5_000
