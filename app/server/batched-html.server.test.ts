import { describe, expect, it } from "vitest";
import { createBatchedHtmlStream } from "./batched-html.server";

function collect(stream: ReturnType<typeof createBatchedHtmlStream>) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return new Promise<string[]>((resolve) => stream.on("end", () => resolve(chunks)));
}

describe("createBatchedHtmlStream", () => {
  it("passes on what arrives in one turn as one chunk, and a later turn's writes apart", async () => {
    let ended = 0;
    const stream = createBatchedHtmlStream(() => ended++);
    const chunks = collect(stream);
    stream.write("<html>");
    stream.write("<body>");
    stream.write("<main>");
    await new Promise((resolve) => setImmediate(resolve));
    stream.write("<template>late</template>");
    stream.end("</html>");
    expect(await chunks).toEqual(["<html><body><main>", "<template>late</template></html>"]);
    expect(ended).toBe(1);
  });

  it("loses nothing written just before the end", async () => {
    const stream = createBatchedHtmlStream(() => {});
    const chunks = collect(stream);
    stream.write("a");
    stream.end("b");
    expect((await chunks).join("")).toBe("ab");
  });
});
