/**
 * Renderings kept for a while and shared between the requests that may use them (decision
 * 0062): each key is made once however many ask for it at the same moment; past `ttlSeconds` one
 * request makes it again while the others are given the one in hand, for up to `staleSeconds`
 * more; `clear()` forgets everything at once (after any successful write, here or on another
 * instance, as the public page cache does). A `ttlSeconds` of 0 keeps nothing.
 */
export interface RenderingStore<T> {
  /**
   * The kept value for `key`, or the one `make` gives (kept unless it is `undefined`). When it
   * makes a kept value again (past `ttlSeconds`), `make` is given the value it replaces.
   */
  get(key: string, make: (previous?: T) => Promise<T | undefined>): Promise<T | undefined>;
  /**
   * Whether `key` was asked for before, since the last clear() (and notes that it has been): a
   * rendering is worth making and keeping only for what is asked for more than once.
   */
  askedBefore(key: string): boolean;
  clear(): void;
  readonly size: number;
  readonly enabled: boolean;
}

interface Kept<T> {
  value: T;
  storedAt: number;
}

export interface RenderingStoreOptions {
  ttlSeconds: number;
  staleSeconds?: number;
  maxEntries?: number;
  now?: () => number;
  /** A failure to make a value again in the background, which the caller never sees. */
  onRefreshError?: (error: unknown) => void;
}

export function createRenderingStore<T>(options: RenderingStoreOptions): RenderingStore<T> {
  const ttlMs = options.ttlSeconds * 1000;
  const staleMs = (options.staleSeconds ?? 300) * 1000;
  const maxEntries = options.maxEntries ?? 200;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept<T>>();
  const making = new Map<string, Promise<T | undefined>>();
  const asked = new Set<string>();
  let generation = 0;

  function make(
    key: string,
    maker: (previous?: T) => Promise<T | undefined>,
    previous?: T,
  ): Promise<T | undefined> {
    const inFlight = making.get(key);
    if (inFlight) return inFlight;
    const startedIn = generation;
    const promise = maker(previous)
      .then((value) => {
        // A write in the meantime may have changed what this shows: serve it once, keep nothing.
        if (value !== undefined && startedIn === generation) {
          kept.delete(key);
          kept.set(key, { value, storedAt: now() });
          while (kept.size > maxEntries) {
            const oldest = kept.keys().next().value;
            if (oldest === undefined) break;
            kept.delete(oldest);
          }
        }
        return value;
      })
      .finally(() => {
        if (making.get(key) === promise) making.delete(key);
      });
    making.set(key, promise);
    return promise;
  }

  return {
    get enabled() {
      return ttlMs > 0;
    },
    get size() {
      return kept.size;
    },
    clear() {
      generation++;
      kept.clear();
      making.clear();
      asked.clear();
    },
    askedBefore(key) {
      if (ttlMs <= 0) return false;
      if (kept.has(key) || asked.has(key)) return true;
      // Bounded like the values: past it, the oldest keys asked for are forgotten.
      if (asked.size >= maxEntries * 10) {
        const oldest = asked.values().next().value;
        if (oldest !== undefined) asked.delete(oldest);
      }
      asked.add(key);
      return false;
    },
    async get(key, maker) {
      if (ttlMs <= 0) return maker();
      const entry = kept.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < ttlMs + staleMs) {
          // Most recently used last, so the first key is the one to drop.
          kept.delete(key);
          kept.set(key, entry);
          if (age >= ttlMs && !making.has(key)) {
            make(key, maker, entry.value).catch((error: unknown) =>
              options.onRefreshError?.(error),
            );
          }
          return entry.value;
        }
        kept.delete(key);
      }
      return make(key, maker);
    },
  };
}
