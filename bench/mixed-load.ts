// The mixed workload of bench:scale-out, generated in this process with fetch: each simulated
// member, in a closed loop until the time is up, browses /listings, opens a listing, lists
// produce with a photo and messages another member about their listing. Each request is timed to
// its last byte. An error is a 5xx or a request that got no answer; any other answer than the one
// a person would get (a 4xx, a redirect elsewhere) is counted apart as unexpected.
import { percentile } from "./latency.ts";

export interface LoadMember {
  /** Cookie header of the member's session. */
  cookie: string;
  /** X-Forwarded-For: the member's own address, as a proxy in front would say. */
  clientAddress: string;
  id: number;
}

export interface PooledListing {
  id: string;
  /** The LoadMember.id of its lister. */
  owner: number;
}

export const STEPS = ["browse", "detail", "create", "message"] as const;
export type Step = (typeof STEPS)[number];

export interface StepFigures {
  requests: number;
  p50: number;
  p99: number;
}

export interface MixedLoadResult {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  byStep: Record<Step, StepFigures>;
  /** 5xx answers and requests with no answer. */
  errors: number;
  /** Any other answer than the expected one. */
  unexpected: number;
  /** A few of the errors and unexpected answers, to say what they were. */
  samples: string[];
  listingsCreated: number;
  /** The marker of each message the app acknowledged (each should be emailed exactly once). */
  messageMarkers: string[];
}

interface Answer {
  ok: boolean;
  /** Set when the server failed (5xx) or did not answer. */
  error?: string;
  location: string | null;
}

const REQUEST_TIMEOUT_MS = 120_000;

/** The create form as a page sends it: free vegetables in Leeds, with the photo if given. */
export function listingForm({ name, photo }: { name: string; photo?: Buffer }): FormData {
  const form = new FormData();
  form.append("name", name);
  form.append("type", "Free");
  form.append("category", "Vegetables");
  form.append("location", "Leeds");
  if (photo) {
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "beans.jpg");
  }
  return form;
}

export async function runMixedLoad(options: {
  /** Where to send the load; its origin is the Origin a page served from there sends. */
  baseUrl: string;
  members: readonly LoadMember[];
  seconds: number;
  /** Pause between one member's requests; 0 for a closed loop at full speed. */
  thinkMs: number;
  photo: Buffer;
  /** Listings to open and message about; grows with every listing created. */
  pool: PooledListing[];
  /** Prefix of message markers, unique to this run. */
  label: string;
}): Promise<MixedLoadResult> {
  const latencies: Record<Step, number[]> = { browse: [], detail: [], create: [], message: [] };
  const samples: string[] = [];
  const messageMarkers: string[] = [];
  let errors = 0;
  let unexpected = 0;
  let listingsCreated = 0;
  let sequence = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const pick = (except: number): PooledListing => {
    for (;;) {
      const listing = options.pool[Math.floor(Math.random() * options.pool.length)];
      if (listing && listing.owner !== except) return listing;
    }
  };

  async function request(
    step: Step,
    member: LoadMember,
    path: string,
    init: { body?: FormData | URLSearchParams; expect: (status: number, to: string) => boolean },
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      Cookie: member.cookie,
      "X-Forwarded-For": member.clientAddress,
    };
    if (init.body) headers.Origin = new URL(options.baseUrl).origin;
    const begun = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, {
        method: init.body ? "POST" : "GET",
        body: init.body,
        headers,
        redirect: "manual",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.text();
      const location = response.headers.get("location");
      if (response.status >= 500) {
        answer = { ok: false, error: `${step} ${response.status} ${body.slice(0, 200)}`, location };
      } else {
        const ok = init.expect(response.status, location ?? "");
        if (!ok && samples.length < 10) {
          samples.push(`${step}: unexpected ${response.status} ${location ?? body.slice(0, 200)}`);
        }
        if (!ok) unexpected++;
        answer = { ok, location };
      }
    } catch (error) {
      answer = {
        ok: false,
        error: `${step}: no answer (${(error as Error).message})`,
        location: null,
      };
    }
    if (answer.error) {
      errors++;
      if (samples.length < 10) samples.push(answer.error);
    }
    latencies[step].push(performance.now() - begun);
    return answer;
  }

  const pause = () =>
    options.thinkMs > 0 ? new Promise((resolve) => setTimeout(resolve, options.thinkMs)) : null;

  async function visit(member: LoadMember) {
    while (performance.now() < deadline) {
      await request("browse", member, "/listings", { expect: (status) => status === 200 });
      await pause();
      if (performance.now() >= deadline) break;
      await request("detail", member, `/listings/${pick(member.id).id}`, {
        expect: (status) => status === 200,
      });
      await pause();
      if (performance.now() >= deadline) break;

      const form = listingForm({
        name: `Runner beans ${options.label}-${member.id}-${++sequence}`,
        photo: options.photo,
      });
      const created = await request("create", member, "/create-listing", {
        body: form,
        expect: (status, to) => status === 302 && /^\/listings\/[0-9a-f-]{36}$/.test(to),
      });
      const id = created.ok ? created.location?.split("/").pop() : undefined;
      if (id) {
        options.pool.push({ id, owner: member.id });
        listingsCreated++;
      }
      await pause();
      if (performance.now() >= deadline) break;

      const marker = `${options.label}-m${++sequence}`;
      const sent = await request("message", member, `/listings/${pick(member.id).id}/contact`, {
        body: new URLSearchParams({ message: `Are these still going? (${marker})` }),
        expect: (status, to) => status === 302 && to.startsWith("/messages/"),
      });
      if (sent.ok) messageMarkers.push(marker);
      await pause();
    }
  }

  await Promise.all(options.members.map((member) => visit(member)));
  const seconds = (performance.now() - started) / 1000;
  const all = STEPS.flatMap((step) => latencies[step]).sort((a, b) => a - b);
  const figures = (values: number[]): StepFigures => {
    const sorted = [...values].sort((a, b) => a - b);
    return { requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  };
  return {
    seconds,
    requests: all.length,
    requestsPerSecond: all.length / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    byStep: {
      browse: figures(latencies.browse),
      detail: figures(latencies.detail),
      create: figures(latencies.create),
      message: figures(latencies.message),
    },
    errors,
    unexpected,
    samples,
    listingsCreated,
    messageMarkers,
  };
}
