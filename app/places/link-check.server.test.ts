import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allotmentEntries } from "~/data/allotments";
import { allotmentLinkTargets, checkLink, checkLinks, linkReport } from "./link-check.server";

// Only the network is faked: a local HTTP server answers as council sites do.

let server: Server;
let base = "";
const methods: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    methods.push(`${req.method} ${req.url}`);
    switch (req.url) {
      case "/allotments":
        res.writeHead(200, { "content-type": "text/html" }).end("<h1>Allotments</h1>");
        return;
      case "/old-allotments":
        res.writeHead(301, { location: "/allotments" }).end();
        return;
      case "/old-and-gone":
        res.writeHead(302, { location: `${base}/gone` }).end();
        return;
      case "/no-head":
        if (req.method === "HEAD") res.writeHead(405).end();
        else res.writeHead(200).end("ok");
        return;
      case "/loop":
        res.writeHead(301, { location: "/loop" }).end();
        return;
      default:
        res.writeHead(404).end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("checkLink", () => {
  it("reports a page that answers 200 as OK", async () => {
    expect(await checkLink(`${base}/allotments`)).toEqual({ kind: "ok", status: 200 });
  });

  it("reports a redirect as moved, with where it leads and what that answers", async () => {
    expect(await checkLink(`${base}/old-allotments`)).toEqual({
      kind: "moved",
      status: 200,
      finalUrl: `${base}/allotments`,
    });
  });

  it("reports 404, directly or at the end of a redirect, as broken", async () => {
    expect(await checkLink(`${base}/gone`)).toEqual({
      kind: "broken",
      status: 404,
      finalUrl: `${base}/gone`,
    });
    expect(await checkLink(`${base}/old-and-gone`)).toMatchObject({ kind: "broken", status: 404 });
  });

  it("asks again with GET when a server refuses HEAD", async () => {
    methods.length = 0;
    expect(await checkLink(`${base}/no-head`)).toEqual({ kind: "ok", status: 200 });
    expect(methods).toEqual(["HEAD /no-head", "GET /no-head"]);
  });

  it("gives up on endless redirects and on a server that does not answer", async () => {
    expect(await checkLink(`${base}/loop`, { maxRedirects: 3 })).toEqual({
      kind: "unreachable",
      reason: "more than 3 redirects",
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await checkLink(`http://127.0.0.1:${port}/`)).toMatchObject({ kind: "unreachable" });
  });
});

describe("checkLinks and the report", () => {
  it("checks every link and lists problems first, with a count of each kind", async () => {
    const results = await checkLinks(
      [
        { id: "fine", url: `${base}/allotments` },
        { id: "moved", url: `${base}/old-allotments` },
        { id: "dead", url: `${base}/gone` },
      ],
      { concurrency: 2 },
    );
    expect(results.map((result) => [result.id, result.outcome.kind])).toEqual([
      ["fine", "ok"],
      ["moved", "moved"],
      ["dead", "broken"],
    ]);
    const report = linkReport(results).split("\n");
    expect(report[0]).toBe(`dead: ${base}/gone BROKEN 404 at ${base}/gone`);
    expect(report[1]).toBe(`moved: ${base}/old-allotments MOVED → ${base}/allotments (200)`);
    expect(report[2]).toBe(`fine: ${base}/allotments OK 200`);
    expect(report[3]).toBe("3 links: 1 OK, 1 moved, 1 broken, 0 unreachable.");
  });

  it("covers every council in the allotment directory", () => {
    const targets = allotmentLinkTargets();
    expect(targets).toHaveLength(allotmentEntries.length);
    expect(new Set(targets.map((target) => target.id)).size).toBe(allotmentEntries.length);
  });
});
