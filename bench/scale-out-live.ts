// bench:scale-out's live-update checks (issue 36): a message written through one instance reaches
// a member's stream open on the other (NOTIFY on the shared database, each instance's hub), and
// a stream opened through the balancer works as one opened directly.
import { openLiveStream } from "./live-client.ts";
import { listingForm } from "./mixed-load.ts";
import type { Check, MemberHeaders, Pair } from "./scale-out-checks.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `receiver` lists produce on A and has a tab open on B and one through the balancer; `sender`
 * writes about it through A. Both tabs must hear the message, with its unread count.
 */
export async function checkLiveAcrossInstances(
  { a, b, balancer }: Pair,
  sender: MemberHeaders,
  receiver: MemberHeaders,
): Promise<Check> {
  const name =
    "A message written through A reaches the recipient's streams on B and through the balancer";
  const listed = await fetch(`${a.baseUrl}/create-listing`, {
    method: "POST",
    body: listingForm({ name: "Live across instances" }),
    headers: { ...receiver, Origin: a.baseUrl },
    redirect: "manual",
  });
  await listed.arrayBuffer();
  const listingId = listed.headers.get("location")?.split("/").pop();
  if (listed.status !== 302 || !listingId) {
    return { name, passed: false, detail: `could not list produce (${listed.status})` };
  }
  const heard = { b: [] as string[], balancer: [] as string[] };
  const onB = openLiveStream(b.baseUrl, receiver, ({ event }) => heard.b.push(event.type));
  const throughBalancer = openLiveStream(balancer.baseUrl, receiver, ({ event }) =>
    heard.balancer.push(event.type),
  );
  try {
    await Promise.all([onB.ready, throughBalancer.ready]);
    const started = performance.now();
    const sent = await fetch(`${a.baseUrl}/listings/${listingId}/contact`, {
      method: "POST",
      body: new URLSearchParams({ message: "Heard on the other instance?" }),
      headers: { ...sender, Origin: a.baseUrl },
      redirect: "manual",
    });
    await sent.arrayBuffer();
    const both = () => heard.b.includes("message") && heard.balancer.includes("message");
    while (!both() && performance.now() - started < 5000) await sleep(20);
    const ms = Math.round(performance.now() - started);
    return {
      name,
      passed: sent.status === 302 && both(),
      detail: `contact on A: ${sent.status}; on B the stream heard ${heard.b.join(", ")}; through the balancer ${heard.balancer.join(", ")}; ${both() ? `within ${ms} ms` : "not within 5 s"}`,
    };
  } finally {
    onB.close();
    throughBalancer.close();
  }
}
