// /account/push on its static page (decision 0105), in place of React's: the button that turns
// push on in this browser (permission, the service worker, PushManager) and posts the
// subscription with the page's own plain form, answered by a redirect with the notice; and the
// device list's "(this device)", with Remove ending this browser's own subscription too.
import { currentSubscription, subscribeThisBrowser } from "./browser-push";

/** The "Turn on" panel the server rendered: its button held, its form and words beside it. */
export function enhanceTurnOnPush(panel: HTMLElement): void {
  const button = panel.querySelector<HTMLButtonElement>("[data-turn-on]");
  const form = panel.querySelector<HTMLFormElement>("form[data-subscribe]");
  const problem = panel.querySelector<HTMLElement>("[data-problem]");
  const key = panel.dataset.vapid;
  if (!button || !form || !key) return;
  panel.querySelector<HTMLElement>("[data-needs-js]")?.remove();
  const show = (reason: "unsupported" | "denied" | "failed") => {
    if (!problem) return;
    problem.hidden = false;
    const text = problem.querySelector("[data-message]") ?? problem;
    text.textContent = panel.dataset[reason] ?? "";
  };
  button.disabled = false;
  button.addEventListener("click", async () => {
    button.disabled = true;
    if (problem) problem.hidden = true;
    try {
      const result = await subscribeThisBrowser(key);
      if (typeof result === "string") {
        show(result);
        button.disabled = false;
        return;
      }
      for (const [name, value] of Object.entries(result)) {
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement) field.value = value;
      }
      form.submit();
    } catch {
      show("failed");
      button.disabled = false;
    }
  });
}

/** Marks this browser's device in the list; removing it ends the browser's subscription too. */
export async function enhanceDeviceList(list: HTMLElement): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  for (const item of list.querySelectorAll<HTMLElement>("[data-endpoint]")) {
    if (item.dataset.endpoint !== subscription.endpoint) continue;
    const mark = item.querySelector<HTMLElement>("[data-this-device]");
    if (mark) mark.hidden = false;
    const form = item.querySelector("form");
    form?.addEventListener("submit", async (event) => {
      event.preventDefault();
      await subscription.unsubscribe().catch(() => false);
      form.submit();
    });
  }
}
