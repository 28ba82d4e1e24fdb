// What a report is about and where its form lives: without the form's code, so a page can link
// to /report (its Report button before JavaScript) without loading the form (decision 0031).

export interface ReportTarget {
  kind: string;
  targetId: string;
  /** Where to go back to once the report is sent. */
  returnTo: string;
}

export function reportHref({ kind, targetId, returnTo }: ReportTarget): string {
  return `/report?${new URLSearchParams({ kind, id: targetId, returnTo })}`;
}
