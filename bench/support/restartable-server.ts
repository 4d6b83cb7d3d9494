/** What the checks that kill and restart the server on one data folder share. */
import path from 'node:path';
import { startServer, type RunningServer, type StartOptions } from '../../apps/web/e2e/support/server.ts';

/** Starts the server again and again on the same folder and port, each start logging to a file of its own. */
export function restartableServer(options: Omit<StartOptions, 'logFile'>): () => Promise<RunningServer> {
  let starts = 0;
  return () => {
    starts += 1;
    return startServer({ ...options, logFile: path.join(options.dataDir, `server-${starts}.log`) });
  };
}
