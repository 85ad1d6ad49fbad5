import type http from 'node:http';
import os from 'node:os';

/** Longest wait for a server to close before the process exits anyway: a signal ends it within this time. */
const GRACE_MS = 1_000;

/**
 * Ends the process on SIGTERM and SIGINT, or when `stop` is called (with a reason, printed): `close` stops the server,
 * and the process exits when it has, or after a second at the most, since closing can wait on a client's open
 * connection or hang on a watcher whose folder is gone. A second signal during that second ends it at once.
 */
export function exitOnSignals(close: () => Promise<unknown>): { stop(reason: string): void } {
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(code), GRACE_MS).unref();
    close().finally(() => process.exit(code));
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => stop(128 + os.constants.signals[signal]));
  return {
    stop(reason) {
      console.error(reason);
      stop(1);
    },
  };
}

/** Stops an HTTP server: no new connection, the open ones ended (an idle keep-alive one would hold it open), then done. */
export const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
