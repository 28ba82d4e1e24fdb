// glibc's malloc settings for the server process (docs/decisions/0058). glibc reads them from the
// environment once, as the process starts, so `npm start` restarts itself with them in place
// (process.execve: the same process, pid and signals, with a new environment) before it does
// anything else. Settings the environment already has are left as they are, and none are added
// when any is there, so an operator's own choice wins.

/**
 * - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates at once its own arena (up to 8 per
 *   core), and memory freed into an arena stays resident for that arena's next use. V8's
 *   compiler threads (PGlite's WebAssembly is compiled in the background) and libvips's threads
 *   (sharp) leave 100-150 MB behind that way; two arenas share it.
 * - MALLOC_TRIM_THRESHOLD_ and MALLOC_TOP_PAD_: give freed memory at the top of a heap back to
 *   the system from 128 kB up, rather than keeping it for the next allocation.
 */
export const MALLOC_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_TRIM_THRESHOLD_: "131072",
  MALLOC_TOP_PAD_: "0",
};

/**
 * The environment to restart with, or undefined to carry on as is: off Linux (other systems'
 * allocators ignore these), when the environment already names any of the settings (including
 * after the restart), or when this Node cannot replace its process (process.execve, Node 22.15+).
 */
export function mallocRestartEnv(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  canExecve: boolean,
): NodeJS.ProcessEnv | undefined {
  if (platform !== "linux" || !canExecve) return undefined;
  if (Object.keys(MALLOC_SETTINGS).some((name) => env[name] !== undefined)) return undefined;
  return { ...env, ...MALLOC_SETTINGS };
}

/**
 * Replaces this process with itself (same Node, flags and arguments) under MALLOC_SETTINGS, when
 * mallocRestartEnv says so; otherwise returns. Call it first thing: nothing before it survives.
 */
export function restartWithMallocSettings(): void {
  const execve = process.execve?.bind(process);
  const env = mallocRestartEnv(process.env, process.platform, execve !== undefined);
  if (!env || !execve) return;
  execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    env as Record<string, string>,
  );
}
