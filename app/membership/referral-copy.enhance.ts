// The referral card's Copy buttons on the dashboard's static page (decision 0105): sent hidden
// with their words, shown where the browser offers the Clipboard API (secure pages), and saying
// "Copied" for two seconds, or why copying failed, in the polite status beside each.

const COPIED_FOR_MS = 2_000;

export function enhanceCopyButton(button: HTMLButtonElement): () => void {
  if (!navigator.clipboard) return () => {};
  const label = button.querySelector<HTMLElement>("[data-label]");
  const status = button.nextElementSibling as HTMLElement | null;
  const idle = label?.textContent ?? "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onClick = async () => {
    clearTimeout(timer);
    try {
      await navigator.clipboard.writeText(button.dataset.copy ?? "");
      if (label) label.textContent = button.dataset.copied ?? idle;
      if (status) {
        status.className = "sr-only";
        status.textContent = button.dataset.copied ?? "";
      }
      timer = setTimeout(() => {
        if (label) label.textContent = idle;
        if (status) status.textContent = "";
      }, COPIED_FOR_MS);
    } catch {
      if (status) {
        status.className = "basis-full text-base";
        status.textContent = button.dataset.copyFailed ?? "";
      }
    }
  };
  button.hidden = false;
  button.addEventListener("click", onClick);
  return () => {
    clearTimeout(timer);
    button.removeEventListener("click", onClick);
  };
}
