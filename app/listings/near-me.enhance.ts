// 'Near me' (decision 0104, from the React button it replaces): asks the browser for its position
// once, only when pressed, rounds it to about a kilometre, and sends it as the search's `near`;
// the server turns it into the postcode district before showing anything
// (search-origin.server.ts). Nothing keeps the position. The server renders the button hidden,
// since without JavaScript (or geolocation) there is nothing it can do; this reveals it.

function rounded(degrees: number): string {
  return (Math.round(degrees * 100) / 100).toFixed(2);
}

/** Wires the Near me button of `form`; returns what undoes it. */
export function enhanceNearMe(form: HTMLFormElement): (() => void) | undefined {
  const button = form.querySelector<HTMLButtonElement>("button[data-near-me]");
  const status = form.querySelector<HTMLElement>("[data-near-me-status]");
  const near = form.elements.namedItem("near");
  if (!button || !status || !(near instanceof HTMLInputElement)) return undefined;
  if (!("geolocation" in navigator)) return undefined;
  const locate = () => {
    status.textContent = button.dataset.finding ?? "";
    navigator.geolocation.getCurrentPosition(
      (position) => {
        status.textContent = "";
        near.value = `${rounded(position.coords.latitude)},${rounded(position.coords.longitude)}`;
        form.requestSubmit();
      },
      () => {
        status.textContent = button.dataset.noPosition ?? "";
      },
      { enableHighAccuracy: false, maximumAge: 600_000, timeout: 15_000 },
    );
  };
  button.addEventListener("click", locate);
  button.hidden = false;
  return () => {
    button.removeEventListener("click", locate);
    button.hidden = true;
  };
}
