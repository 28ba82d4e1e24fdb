import { Transform } from "node:stream";

const HEAD_END = "</head>";
/** Past this much HTML without `</head>`, the head is passed on as it is. */
const HEAD_LIMIT = 256 * 1024;

/**
 * React writes a page in chunks of about 2 KB, dozens in one turn of the event loop. Each chunk
 * used to travel alone through the web stream React Router reads, `res.write`, the compressor
 * (one zlib call each) and the socket; on a member's /listings page that per-chunk cost was a
 * fifth of the server's CPU (docs/performance.md). This passes on what arrived in one turn as one
 * chunk: the same bytes at the same moment (a later Suspense chunk still goes out in its own
 * turn), with a fraction of the calls.
 *
 * `rewriteHead`, when given, sees the document up to and including `</head>` once, whole, before
 * any of it is sent (decision 0061 drops the script preloads there).
 */
export function createBatchedHtmlStream(
  onEnd: () => void,
  rewriteHead?: (head: string) => string,
): Transform {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  let head: string | null = rewriteHead ? "" : null;

  const send = (batch: Uint8Array, ending: boolean) => {
    if (head === null || !rewriteHead) {
      stream.push(batch);
      return;
    }
    head += Buffer.from(batch).toString("utf8");
    const end = head.indexOf(HEAD_END);
    if (end === -1 && !ending && head.length < HEAD_LIMIT) return;
    const cut = end === -1 ? head.length : end + HEAD_END.length;
    const text = end === -1 ? head : rewriteHead(head.slice(0, cut)) + head.slice(cut);
    head = null;
    stream.push(Buffer.from(text, "utf8"));
  };
  const release = (ending = false) => {
    scheduled = false;
    if (pending.length === 0) return;
    const batch = pending.length === 1 && pending[0] ? pending[0] : Buffer.concat(pending);
    pending = [];
    send(batch, ending);
  };
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      onEnd();
      release(true);
      if (head) stream.push(Buffer.from(head, "utf8"));
      callback();
    },
  });
  return stream;
}
