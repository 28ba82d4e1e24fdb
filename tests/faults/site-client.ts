// A person's browser as the fault script plays it: one address (sent as X-Forwarded-For, which
// the server trusts from loopback), a session cookie, and forms posted from our own origin.
import pg from "pg";
import { becomeBenchMember } from "../../bench/bench-member.ts";

export interface Answer {
  status: number;
  location: string;
  retryAfter: string | null;
  text: string;
}

export class SiteClient {
  baseUrl: string;
  readonly clientIp: string;
  cookie: string;

  constructor(baseUrl: string, clientIp: string, cookie = "") {
    this.baseUrl = baseUrl;
    this.clientIp = clientIp;
    this.cookie = cookie;
  }

  /** The server came back on another port; the browser follows it (cookies stay valid). */
  baseUrlChanged(baseUrl: string): void {
    this.baseUrl = baseUrl;
  }

  /** Signs up, signs in and pays on the local provider's test checkout. */
  static async member(baseUrl: string, clientIp: string): Promise<SiteClient> {
    return new SiteClient(
      baseUrl,
      clientIp,
      await becomeBenchMember(baseUrl, { clientAddress: clientIp }),
    );
  }

  async send(path: string, init: { method?: string; body?: BodyInit } = {}): Promise<Answer> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method: init.method ?? "GET",
      body: init.body,
      headers: {
        Cookie: this.cookie,
        Origin: new URL(this.baseUrl).origin,
        "X-Forwarded-For": this.clientIp,
      },
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    return {
      status: response.status,
      location: response.headers.get("location") ?? "",
      retryAfter: response.headers.get("retry-after"),
      text: await response.text(),
    };
  }

  post(path: string, form: Record<string, string> | FormData): Promise<Answer> {
    return this.send(path, {
      method: "POST",
      body: form instanceof FormData ? form : new URLSearchParams(form),
    });
  }
}

/** The listing id a successful create redirects to. */
export function createdListingId(answer: Answer): string | null {
  if (answer.status !== 302) return null;
  return /^\/listings\/([\w-]+)$/.exec(answer.location)?.[1] ?? null;
}

/** The words of a page's alert (a refused form says why there), or the page's start. */
export function pageAlert(answer: Answer): string {
  const alert = /role="alert"[\s\S]*?<\/div>/.exec(answer.text)?.[0] ?? answer.text.slice(0, 200);
  return alert
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Whether the page says the app could not confirm whether what was sent was saved (decision
 * 0078's answer when a commit's outcome is unknown): neither a success nor a refusal.
 */
export function saysOutcomeUnconfirmed(answer: Answer): boolean {
  return /could not confirm whether/i.test(answer.text);
}

/** A listing's form as the browser sends it (multipart: the form has a photo field). */
export function listingForm(name: string, photo?: Blob): FormData {
  const form = new FormData();
  const fields = {
    name,
    category: "Vegetables",
    type: "Free",
    location: "Leeds",
    quantity: "3",
    description: `${name}: surplus from the allotment`,
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  if (photo) form.append("images", photo, "harvest.jpg");
  return form;
}

/** Marks every account's address as confirmed, as following each emailed link would. */
export async function confirmEveryEmail(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update users set email_verified = true");
  } finally {
    await client.end();
  }
}
