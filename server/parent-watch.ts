/**
 * Whether npm started this process (`npm start`, `npm run dev`): npm names the script it runs
 * in npm_lifecycle_event, and its script ends in `exec node`, so npm is the parent. Started any
 * other way (`node server.ts` under systemd, a container, `nohup`), the parent is left alone.
 */
export function startedByNpm(env: NodeJS.ProcessEnv): boolean {
  return env.npm_lifecycle_event === "start" || env.npm_lifecycle_event === "dev";
}

/** How often the parent is looked for; a second is soon enough to free the port. */
export const PARENT_CHECK_INTERVAL_MS = 1_000;

/**
 * Calls `onGone` once when the process that started this one has exited. Linux and macOS hand
 * an orphan to another parent (init, or a subreaper), so its parent's id changes; this asks for
 * it every PARENT_CHECK_INTERVAL_MS. Standard input is no sign: npm shares its own with the
 * server, and it stays open after npm dies.
 */
export function watchParent(onGone: () => void, intervalMs = PARENT_CHECK_INTERVAL_MS): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  // It never keeps the process alive by itself.
  timer.unref();
  return () => clearInterval(timer);
}
