// Live updates for a signed-in member's tab (issue 36, decision 0094). A plain script served as a
// file, with no build step and no framework: member pages sent without JavaScript (decision 0092)
// load only this, and visitors never load it. It listens to GET /live (server-sent events),
// keeps the header's Messages badge and the side menu's count current, says in a polite toast what
// arrived, and tells a page that listens (the open conversation) through a "glut:live" event.
// Without it, or without the stream, every page works as before.
(() => {
  const root = document.documentElement;
  if (!("EventSource" in window) || root.dataset.live) return;
  root.dataset.live = "connecting";
  const RETRY_AFTER_REFUSAL_MS = 60_000;
  const MAX_TOASTS = 3;

  // Sets an element's text through its own text node, so React, which owns it on a hydrated page,
  // still finds the node it rendered.
  const setText = (element, text) => {
    const node = element.firstChild;
    if (node && node.nodeType === Node.TEXT_NODE && !node.nextSibling) node.nodeValue = text;
    else element.textContent = text;
  };

  // The same words as MessagesLink and the side menu (app/components).
  const showUnread = (count) => {
    for (const link of document.querySelectorAll("[data-live-messages-link]")) {
      link.setAttribute("aria-label", count > 0 ? `Messages, ${count} unread` : "Messages");
    }
    for (const badge of document.querySelectorAll("[data-live-badge]")) {
      setText(badge, count > 99 ? "99+" : String(count));
      badge.hidden = count <= 0;
    }
    for (const item of document.querySelectorAll("[data-live-menu-messages]")) {
      setText(item, count > 0 ? `Messages (${count} unread)` : "Messages");
    }
  };

  let region;
  // One polite status region, made once: new toasts are read out without moving focus.
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
    dismiss.setAttribute("aria-label", "Dismiss");
    dismiss.addEventListener("click", () => item.remove());
    item.append(words, dismiss);
    list.append(item);
    while (list.children.length > MAX_TOASTS) list.firstElementChild.remove();
  };

  const onConversation = (id) => location.pathname === `/messages/${id}`;

  const receive = (event) => {
    window.dispatchEvent(new CustomEvent("glut:live", { detail: event }));
    if (event.type === "unread") showUnread(event.unreadMessages);
    else if (event.type === "message" && !onConversation(event.conversationId)) {
      toast(`New message from ${event.senderName}`, `/messages/${event.conversationId}`);
    } else if (event.type === "notification") toast(event.title, event.href);
    else if (event.type === "handover") {
      const href = event.handoverId
        ? `/handovers/${event.handoverId}`
        : event.listingId
          ? `/listings/${event.listingId}`
          : null;
      toast(event.summary, href);
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
        // A line this script does not understand (a newer server): ignored.
      }
    };
    source.onerror = () => {
      // The browser connects again by itself after the stream's `retry:`; a refusal (signed out,
      // or the server could not answer) closes it, and this tries once a minute.
      root.dataset.live = "connecting";
      if (source.readyState === EventSource.CLOSED) setTimeout(connect, RETRY_AFTER_REFUSAL_MS);
    };
  };
  connect();
})();
