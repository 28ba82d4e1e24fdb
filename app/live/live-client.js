// Live updates in a signed-in member's tab (issue 36, decision 0094): a plain script, no
// framework, served as a hashed asset, so the pages sent without JavaScript (0092) can load it.
(() => {
  const root = document.documentElement;
  if (!("EventSource" in window) || root.dataset.live) return;
  root.dataset.live = "connecting";
  const RETRY_AFTER_REFUSAL_MS = 60_000;
  const MAX_TOASTS = 3;
  // A toast's news is also on the page it links to, so it may go.
  const TOAST_MS = 12_000;

  // Through the element's own text node: on a hydrated page React still owns that node.
  const setText = (element, text) => {
    const node = element.firstChild;
    if (node && node.nodeType === Node.TEXT_NODE && !node.nextSibling) node.nodeValue = text;
    else element.textContent = text;
  };

  // The page's own words for a count (`data-live-none`, and `data-live-forms`: the message in
  // each plural form of its language, from app/i18n/count-forms.ts), so a Welsh page stays Welsh
  // and React finds the words it rendered. The number as i18next writes it: plain digits.
  const locale = root.lang || "en-GB";
  const counted = (element, count) => {
    const none = element.dataset.liveNone ?? "";
    if (count <= 0) return none;
    try {
      const forms = JSON.parse(element.dataset.liveForms ?? "{}");
      const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
      return form ? form.replace("{n}", String(count)) : none;
    } catch {
      return none;
    }
  };

  const showUnread = (count) => {
    for (const link of document.querySelectorAll("[data-live-messages-link]")) {
      link.setAttribute("aria-label", counted(link, count));
    }
    for (const badge of document.querySelectorAll("[data-live-badge]")) {
      setText(badge, count > 99 ? "99+" : String(count));
      badge.hidden = count <= 0;
    }
    for (const item of document.querySelectorAll("[data-live-menu-messages]")) {
      setText(item, counted(item, count));
    }
  };

  let region;
  // Polite: read out without moving focus.
  const toastRegion = () => {
    if (!region?.isConnected) {
      region = document.createElement("div");
      region.className = "live-toasts";
      region.setAttribute("role", "status");
      region.setAttribute("aria-live", "polite");
      document.body.append(region);
    }
    return region;
  };

  const dismissLabel =
    document.querySelector("script[data-live-script]")?.dataset.dismiss || "Dismiss";

  const toast = (text, href) => {
    const list = toastRegion();
    const item = document.createElement("div");
    item.className = "live-toast";
    const words = document.createElement(href ? "a" : "p");
    words.textContent = text;
    if (href) words.href = href;
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.textContent = "×";
    dismiss.setAttribute("aria-label", dismissLabel);
    dismiss.addEventListener("click", () => item.remove());
    item.append(words, dismiss);
    list.append(item);
    while (list.children.length > MAX_TOASTS) list.firstElementChild.remove();
    // Not while pointed at or focused.
    const fade = () => {
      if (item.matches(":hover, :focus-within")) setTimeout(fade, TOAST_MS / 4);
      else item.remove();
    };
    setTimeout(fade, TOAST_MS);
  };

  // The toast is the in-site notification (decision 0093): one for each, as the member chose
  // them, and none for the page they are on. `message` and `handover` events only refresh what
  // shows them (the conversation reloads on `glut:live`), so nothing is told twice.
  const receive = (event) => {
    window.dispatchEvent(new CustomEvent("glut:live", { detail: event }));
    if (event.type === "unread") showUnread(event.unreadMessages);
    else if (event.type === "notification" && location.pathname !== event.href) {
      // A page running the app shows it among its own toasts (live-notification-toasts.tsx), so
      // a phone never has two stacks over each other; a page sent without JavaScript shows it here.
      const offered = new CustomEvent("glut:notification", { cancelable: true, detail: event });
      if (window.dispatchEvent(offered)) toast(event.title, event.href);
    }
  };

  const connect = () => {
    const source = new EventSource("/live");
    source.onopen = () => {
      root.dataset.live = "open";
    };
    source.onmessage = (message) => {
      try {
        receive(JSON.parse(message.data));
      } catch {
        // A newer server's event: ignored.
      }
    };
    source.onerror = () => {
      // The browser reconnects after `retry:`; after a refusal (signed out), once a minute.
      root.dataset.live = "connecting";
      if (source.readyState === EventSource.CLOSED) setTimeout(connect, RETRY_AFTER_REFUSAL_MS);
    };
  };
  connect();
})();
