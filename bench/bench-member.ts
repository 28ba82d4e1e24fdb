// A member for the benchmark, made the way a person becomes one: sign up on /signup, confirm the
// address with the emailed link when asked to (listing and messaging need it), sign in on /login,
// subscribe and pay on the local provider's test checkout. Returns the Cookie header the load
// generator sends.

const PASSWORD = "bench-runner-beans-2026";

/** The name=value pairs of Set-Cookie headers, merged over `jar`. */
function remember(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";", 1)[0] ?? "";
    const equals = pair.indexOf("=");
    if (equals <= 0) continue;
    // An emptied cookie is one the server cleared.
    if (pair.length === equals + 1) jar.delete(pair.slice(0, equals));
    else jar.set(pair.slice(0, equals), pair.slice(equals + 1));
  }
}

const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

async function expectRedirect(response: Response, step: string, to: RegExp): Promise<string> {
  const location = response.headers.get("location") ?? "";
  if (response.status !== 302 || !to.test(location)) {
    const body = (await response.text()).slice(0, 500);
    throw new Error(
      `${step}: expected a redirect to ${to}, got ${response.status} ${location} ${body}`,
    );
  }
  return location;
}

export interface BenchMemberOptions {
  email?: string;
  /**
   * Sent as X-Forwarded-For on every request. The server trusts it from loopback (a local
   * proxy), and sign-up and sign-in are limited per client address, so many members made from
   * one machine each need their own.
   */
  clientAddress?: string;
  /** Given the address, the link in its confirmation email; without it the address stays unconfirmed. */
  confirmationLink?: (email: string) => Promise<string>;
}

/** A person signed up and signed in, not yet a paying member. */
export interface SignedInPerson {
  email: string;
  /** The Cookie header their browser would send now. */
  cookie(): string;
  /** Posts a form as a page of the site would, keeping the cookies it is given. */
  post(path: string, form: Record<string, string>): Promise<Response>;
  /** Fetches a page, keeping the cookies it is given. */
  get(path: string): Promise<Response>;
}

/** Signs up on /signup, confirms the address when given the link, and signs in on /login. */
export async function signUpAndSignIn(
  baseUrl: string,
  options: BenchMemberOptions = {},
): Promise<SignedInPerson> {
  const email =
    options.email ??
    `bench-member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const forwarded: Record<string, string> = options.clientAddress
    ? { "X-Forwarded-For": options.clientAddress }
    : {};
  const jar = new Map<string, string>();
  const person: SignedInPerson = {
    email,
    cookie: () => cookieHeader(jar),
    async post(path, form) {
      const response = await fetch(new URL(path, baseUrl), {
        method: "POST",
        body: new URLSearchParams(form),
        // As a page of the site would: the server refuses writes from elsewhere.
        headers: { Cookie: cookieHeader(jar), Origin: new URL(baseUrl).origin, ...forwarded },
        redirect: "manual",
      });
      remember(jar, response);
      return response;
    },
    async get(path) {
      const response = await fetch(new URL(path, baseUrl), {
        headers: { Cookie: cookieHeader(jar), ...forwarded },
        redirect: "manual",
      });
      remember(jar, response);
      return response;
    },
  };

  await expectRedirect(
    await person.post("/signup", {
      accountType: "personal",
      email,
      username: "Bench Member",
      location: "Leeds",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: "on",
      privacyAccepted: "on",
      ageConfirmed: "on",
    }),
    "sign up",
    /^\/login$/,
  );
  if (options.confirmationLink) {
    const link = await options.confirmationLink(email);
    const confirmed = await fetch(link, { headers: forwarded, redirect: "manual" });
    await expectRedirect(confirmed, "confirm the address", /verified=1/);
  }
  await expectRedirect(
    await person.post("/login", { email, password: PASSWORD }),
    "sign in",
    /dashboard/,
  );
  return person;
}

/** A paying member: signed up, signed in, paid on the local provider's test checkout. */
export async function becomeBenchMember(
  baseUrl: string,
  options: BenchMemberOptions = {},
): Promise<string> {
  const person = await signUpAndSignIn(baseUrl, options);
  const checkout = await expectRedirect(
    await person.post("/membership/checkout", {}),
    "subscribe",
    /\/membership\/test-checkout\//,
  );
  await expectRedirect(await person.post(checkout, { intent: "pay" }), "pay", /success=true/);

  // That page shows the payment's toast and clears its cookie; without this every measured
  // member page would show "Subscription successful" again (and load the toaster for it).
  const listings = await person.get("/listings");
  await listings.arrayBuffer();
  if (listings.status !== 200) {
    throw new Error(`the new member cannot open /listings (${listings.status})`);
  }
  return person.cookie();
}

/**
 * `count` paying members, each with their own client address (sign-up is limited per address),
 * made a few at a time: their cookies, for loading member pages as many people would rather than
 * one member asking again and again.
 */
export async function becomeBenchMembers(baseUrl: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  const together = 4;
  for (let first = 0; first < count; first += together) {
    const batch = Array.from({ length: Math.min(together, count - first) }, (_, i) => first + i);
    cookies.push(
      ...(await Promise.all(
        batch.map((index) =>
          becomeBenchMember(baseUrl, {
            clientAddress: `10.${Math.floor(index / 250) + 64}.${index % 250}.${(index % 200) + 10}`,
          }),
        ),
      )),
    );
  }
  return cookies;
}
