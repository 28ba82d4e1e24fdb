// What the fault script found, printed as Markdown for docs/reliability.md: for each fault what
// was measured, then each check with its outcome. Any failed check fails the run.
import { markdownTable } from "../../bench/latency.ts";

type Check = [passed: boolean, what: string];

export class FaultReport {
  private readonly sections: string[] = [];
  private failures = 0;

  add(title: string, measured: [string, string][], checks: Check[]): void {
    this.failures += checks.filter(([passed]) => !passed).length;
    const section = [
      `### ${title}`,
      "",
      markdownTable(["measured", "value"], measured),
      "",
      ...checks.map(([passed, what]) => `- ${passed ? "✓" : "✗ FAILED:"} ${what}`),
      "",
    ].join("\n");
    this.sections.push(section);
    console.log(`\n${section}`);
  }

  /** A fault that could not be run at all (its set-up threw). */
  broke(title: string, error: unknown): void {
    this.failures++;
    const section = `### ${title}\n\n- ✗ FAILED: could not run: ${(error as Error)?.stack ?? String(error)}\n`;
    this.sections.push(section);
    console.log(`\n${section}`);
  }

  get failed(): number {
    return this.failures;
  }

  markdown(): string {
    return this.sections.join("\n");
  }
}
