// The browser's side of turning push on (decision 0095): permission, the service worker, and
// PushManager with Glut's VAPID public key. Loaded only by /account/push.

export type BrowserPushState = "unsupported" | "denied" | "available";

export function browserPushState(): BrowserPushState {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  return Notification.permission === "denied" ? "denied" : "available";
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This browser's current subscription, if push is on in it. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (browserPushState() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission and subscribes this browser; the fields to post, or why it could not.
 */
export async function subscribeThisBrowser(
  vapidPublicKey: string,
): Promise<{ endpoint: string; p256dh: string; auth: string } | "denied" | "unsupported"> {
  if (browserPushState() === "unsupported") return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(vapidPublicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return "unsupported";
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}
