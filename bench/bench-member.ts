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

export async function becomeBenchMember(
  baseUrl: string,
  options: BenchMemberOptions = {},
): Promise<string> {
  const email = options.email ?? `bench-member-${Date.now()}@example.org`;
  const jar = new Map<string, string>();
  const forwarded: Record<string, string> = options.clientAddress
    ? { "X-Forwarded-For": options.clientAddress }
    : {};
  const post = async (path: string, form: Record<string, string>) => {
    const response = await fetch(new URL(path, baseUrl), {
      method: "POST",
      body: new URLSearchParams(form),
      // As a page of the site would: the server refuses writes from elsewhere.
      headers: { Cookie: cookieHeader(jar), Origin: new URL(baseUrl).origin, ...forwarded },
      redirect: "manual",
    });
    remember(jar, response);
    return response;
  };

  await expectRedirect(
    await post("/signup", {
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
  await expectRedirect(await post("/login", { email, password: PASSWORD }), "sign in", /dashboard/);
  const checkout = await expectRedirect(
    await post("/membership/checkout", {}),
    "subscribe",
    /\/membership\/test-checkout\//,
  );
  await expectRedirect(await post(checkout, { intent: "pay" }), "pay", /success=true/);

  const listings = await fetch(new URL("/listings", baseUrl), {
    headers: { Cookie: cookieHeader(jar), ...forwarded },
    redirect: "manual",
  });
  await listings.arrayBuffer();
  if (listings.status !== 200) {
    throw new Error(`the new member cannot open /listings (${listings.status})`);
  }
  // That page showed the payment's toast and cleared its cookie; without this every measured
  // member page would show "Subscription successful" again (and load the toaster for it).
  remember(jar, listings);
  return cookieHeader(jar);
}
