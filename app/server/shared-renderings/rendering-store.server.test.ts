import { describe, expect, it, vi } from "vitest";
import { createRenderingStore, type RenderingStoreOptions } from "./rendering-store.server";

/** A promise settled from outside, to hold a making half-way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every promise callback already due run. */
async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

function storeWithClock(options: Omit<RenderingStoreOptions, "now">) {
  const clock = { ms: 1_000_000 };
  const store = createRenderingStore<string>({ ...options, now: () => clock.ms });
  return {
    store,
    advance(seconds: number) {
      clock.ms += seconds * 1000;
    },
  };
}

describe("a rendering store", () => {
  it("makes a value once and then gives it from memory", async () => {
    const { store, advance } = storeWithClock({ ttlSeconds: 60 });
    const make = vi.fn(async () => "page");
    expect(await store.get("home", make)).toBe("page");
    advance(59);
    expect(await store.get("home", make)).toBe("page");
    expect(make).toHaveBeenCalledTimes(1);
    expect(store.size).toBe(1);
    expect(store.enabled).toBe(true);
  });

  it("says whether a key was asked for before, until clear(), and never when it keeps nothing", async () => {
    const { store } = storeWithClock({ ttlSeconds: 60, maxEntries: 2 });
    expect(store.askedBefore("listings")).toBe(false);
    expect(store.askedBefore("listings")).toBe(true);
    expect(store.askedBefore("a listing")).toBe(false);
    store.clear();
    expect(store.askedBefore("listings")).toBe(false);
    // A key whose value is kept counts as asked for.
    await store.get("kept", async () => "page");
    expect(store.askedBefore("kept")).toBe(true);
    // Bounded: past ten times the values kept, the oldest keys asked for are forgotten.
    for (let index = 0; index < 25; index++) store.askedBefore(`key ${index}`);
    expect(store.askedBefore("listings")).toBe(false);
    expect(store.askedBefore("key 24")).toBe(true);
    const { store: off } = storeWithClock({ ttlSeconds: 0 });
    expect(off.askedBefore("listings")).toBe(false);
    expect(off.askedBefore("listings")).toBe(false);
  });

  it("keeps each key's value apart", async () => {
    const { store } = storeWithClock({ ttlSeconds: 60 });
    expect(await store.get("a", async () => "A")).toBe("A");
    expect(await store.get("b", async () => "B")).toBe("B");
    expect(await store.get("a", async () => "not A")).toBe("A");
    expect(await store.get("b", async () => "not B")).toBe("B");
    expect(store.size).toBe(2);
  });

  it("shares one making between the gets for a key that come while it is being made", async () => {
    const { store } = storeWithClock({ ttlSeconds: 60 });
    const making = deferred<string>();
    const make = vi.fn(() => making.promise);
    const gets = [store.get("home", make), store.get("home", make), store.get("home", make)];
    await settle();
    expect(make).toHaveBeenCalledTimes(1);
    making.resolve("page");
    expect(await Promise.all(gets)).toEqual(["page", "page", "page"]);
    expect(await store.get("home", make)).toBe("page");
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("gives every get that shared a making its failure, and keeps nothing", async () => {
    const { store } = storeWithClock({ ttlSeconds: 60 });
    const making = deferred<string>();
    const first = store.get("home", () => making.promise);
    const second = store.get("home", () => making.promise);
    making.reject(new Error("render failed"));
    await expect(first).rejects.toThrow("render failed");
    await expect(second).rejects.toThrow("render failed");
    expect(store.size).toBe(0);
    expect(await store.get("home", async () => "page")).toBe("page");
  });

  it("past its ttl gives the kept value at once while one making in the background refreshes it", async () => {
    const { store, advance } = storeWithClock({ ttlSeconds: 60, staleSeconds: 300 });
    await store.get("home", async () => "old");
    advance(61);
    const refresh = deferred<string>();
    const make = vi.fn(() => refresh.promise);
    expect(await store.get("home", make)).toBe("old");
    expect(await store.get("home", make)).toBe("old");
    expect(await store.get("home", make)).toBe("old");
    expect(make).toHaveBeenCalledTimes(1);
    // Given what it replaces, so that it can keep it when nothing has changed.
    expect(make).toHaveBeenCalledWith("old");

    refresh.resolve("new");
    await settle();
    const after = vi.fn(async () => "newer");
    expect(await store.get("home", after)).toBe("new");
    expect(after).not.toHaveBeenCalled();
  });

  it("counts a refreshed value's age from when it was made again", async () => {
    const { store, advance } = storeWithClock({ ttlSeconds: 60, staleSeconds: 300 });
    await store.get("home", async () => "old");
    advance(61);
    await store.get("home", async () => "new");
    await settle();
    advance(59);
    const make = vi.fn(async () => "newer");
    expect(await store.get("home", make)).toBe("new");
    expect(make).not.toHaveBeenCalled();
  });

  it("starts another refresh once the one before has ended", async () => {
    const { store, advance } = storeWithClock({ ttlSeconds: 60, staleSeconds: 300 });
    await store.get("home", async () => "v1");
    advance(61);
    const make = vi.fn(async () => undefined);
    expect(await store.get("home", make)).toBe("v1");
    await settle();
    expect(await store.get("home", make)).toBe("v1");
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("past its ttl and stale time makes the value afresh and waits for it", async () => {
    const { store, advance } = storeWithClock({ ttlSeconds: 60, staleSeconds: 30 });
    await store.get("home", async () => "old");
    advance(90);
    const making = deferred<string>();
    const make = vi.fn((_previous?: string) => making.promise);
    let answered: string | undefined;
    const got = store.get("home", make).then((value) => {
      answered = value;
      return value;
    });
    await settle();
    expect(make).toHaveBeenCalledTimes(1);
    // Too old to be served or built on: made as if there had been none.
    expect(make).toHaveBeenCalledWith(undefined);
    expect(answered).toBeUndefined();
    making.resolve("new");
    expect(await got).toBe("new");
    expect(await store.get("home", async () => "newer")).toBe("new");
  });

  it("uses five minutes of stale time when none is given", async () => {
    const { store, advance } = storeWithClock({ ttlSeconds: 60 });
    await store.get("home", async () => "old");
    advance(60 + 299);
    expect(await store.get("home", async () => undefined)).toBe("old");
    await settle();
    advance(1);
    expect(await store.get("home", async () => "new")).toBe("new");
  });

  it("does not keep undefined", async () => {
    const { store } = storeWithClock({ ttlSeconds: 60 });
    const make = vi.fn(async () => undefined);
    expect(await store.get("missing", make)).toBeUndefined();
    expect(await store.get("missing", make)).toBeUndefined();
    expect(make).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);
  });

  it("forgets everything on clear()", async () => {
    const { store } = storeWithClock({ ttlSeconds: 60 });
    await store.get("a", async () => "A");
    await store.get("b", async () => "B");
    store.clear();
    expect(store.size).toBe(0);
    expect(await store.get("a", async () => "A2")).toBe("A2");
    expect(await store.get("b", async () => "B2")).toBe("B2");
  });

  it("gives a value whose making began before clear() to its caller, but does not keep it", async () => {
    const { store } = storeWithClock({ ttlSeconds: 60 });
    const making = deferred<string>();
    const got = store.get("home", () => making.promise);
    await settle();
    store.clear();
    making.resolve("before the write");
    expect(await got).toBe("before the write");
    expect(store.size).toBe(0);
    expect(await store.get("home", async () => "after the write")).toBe("after the write");
  });

  it("does not share a making that began before clear() with a get that comes after it", async () => {
    const { store } = storeWithClock({ ttlSeconds: 60 });
    const before = deferred<string>();
    const after = deferred<string>();
    const first = store.get("home", () => before.promise);
    await settle();
    store.clear();
    const second = store.get("home", () => after.promise);
    after.resolve("after the write");
    expect(await second).toBe("after the write");
    before.resolve("before the write");
    expect(await first).toBe("before the write");
    expect(await store.get("home", async () => "again")).toBe("after the write");
  });

  it("does not keep a background refresh that began before clear()", async () => {
    const { store, advance } = storeWithClock({ ttlSeconds: 60 });
    await store.get("home", async () => "old");
    advance(61);
    const refresh = deferred<string>();
    expect(await store.get("home", () => refresh.promise)).toBe("old");
    store.clear();
    refresh.resolve("before the write");
    await settle();
    expect(store.size).toBe(0);
    expect(await store.get("home", async () => "after the write")).toBe("after the write");
  });

  it("drops the least recently used value past maxEntries", async () => {
    const { store } = storeWithClock({ ttlSeconds: 60, maxEntries: 2 });
    await store.get("a", async () => "A");
    await store.get("b", async () => "B");
    expect(await store.get("a", async () => "A2")).toBe("A"); // a is now the most recently used
    await store.get("c", async () => "C");
    expect(store.size).toBe(2);
    expect(await store.get("a", async () => "A3")).toBe("A");
    expect(await store.get("c", async () => "C2")).toBe("C");
    expect(await store.get("b", async () => "B2")).toBe("B2");
  });

  it("keeps nothing and makes every time when ttlSeconds is 0", async () => {
    const { store } = storeWithClock({ ttlSeconds: 0 });
    expect(store.enabled).toBe(false);
    const make = vi.fn(async () => "page");
    expect(await store.get("home", make)).toBe("page");
    expect(await store.get("home", make)).toBe("page");
    expect(make).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);
  });

  it("reports a failing background refresh to onRefreshError and keeps serving the old value", async () => {
    const onRefreshError = vi.fn();
    const { store, advance } = storeWithClock({
      ttlSeconds: 60,
      staleSeconds: 300,
      onRefreshError,
    });
    await store.get("home", async () => "old");
    advance(61);
    const failure = new Error("render failed");
    expect(
      await store.get("home", async () => {
        throw failure;
      }),
    ).toBe("old");
    await settle();
    expect(onRefreshError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(store.size).toBe(1);

    const next = vi.fn(async () => "new");
    expect(await store.get("home", next)).toBe("old");
    expect(next).toHaveBeenCalledTimes(1);
    await settle();
    expect(await store.get("home", async () => "newer")).toBe("new");
  });

  it("reports a failing background refresh once however many gets came while it ran", async () => {
    const onRefreshError = vi.fn();
    const { store, advance } = storeWithClock({ ttlSeconds: 60, onRefreshError });
    await store.get("home", async () => "old");
    advance(61);
    const refresh = deferred<string>();
    const make = vi.fn(() => refresh.promise);
    for (let i = 0; i < 3; i++) expect(await store.get("home", make)).toBe("old");
    refresh.reject(new Error("render failed"));
    await settle();
    expect(make).toHaveBeenCalledTimes(1);
    expect(onRefreshError).toHaveBeenCalledTimes(1);
  });

  it("keeps a failing background refresh from its caller when no onRefreshError is given", async () => {
    const { store, advance } = storeWithClock({ ttlSeconds: 60 });
    await store.get("home", async () => "old");
    advance(61);
    expect(await store.get("home", () => Promise.reject(new Error("render failed")))).toBe("old");
    await settle();
    expect(await store.get("home", async () => undefined)).toBe("old");
  });
});
