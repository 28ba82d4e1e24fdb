import net from "node:net";

// A TCP proxy between the app's pool and PostgreSQL that can lose the database at the worst
// moment, as a crash or a network cut does: the test fakes only what sits across the network.
// It reads the server's messages (a type byte, then a length that counts itself) and, once
// armed, acts on the first CommandComplete whose tag is COMMIT: the transaction is durable on
// the server by then.

export type Cut =
  /** The COMMIT's answer (through ReadyForQuery) reaches the app, then the database is gone. */
  | "after-commit"
  /** The server commits, but its answer never arrives: the app cannot know. */
  | "answer-to-commit";

export interface CuttingProxy {
  /** The connection string to give the pool: the same database, through the proxy. */
  url: string;
  /** Acts at the next COMMIT; until `restore`, new connections are refused as by a dead server. */
  arm(cut: Cut): void;
  /** Whether the armed cut has happened. */
  readonly cut: boolean;
  /** The database is reachable again. */
  restore(): void;
  close(): Promise<void>;
}

const COMMIT_TAG = Buffer.from("COMMIT\0");

export async function startCuttingProxy(target: URL): Promise<CuttingProxy> {
  const sockets = new Set<net.Socket>();
  let armed: Cut | null = null;
  let down = false;
  let happened = false;

  const goDown = () => {
    down = true;
    happened = true;
    armed = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    client.on("data", (chunk) => upstream.write(chunk));

    let pending = Buffer.alloc(0);
    let committed = false;
    upstream.on("data", (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      // Forward whole messages only, so a cut lands between two of them.
      while (pending.length >= 5) {
        const size = 1 + pending.readInt32BE(1);
        if (pending.length < size) break;
        const message = pending.subarray(0, size);
        pending = pending.subarray(size);
        const isCommit = message[0] === 0x43 && message.subarray(5).equals(COMMIT_TAG);
        if (isCommit && armed === "answer-to-commit") {
          goDown();
          return;
        }
        client.write(message);
        if (isCommit) committed = true;
        // The client settles the COMMIT at the ReadyForQuery that follows it.
        if (committed && message[0] === 0x5a && armed === "after-commit") {
          goDown();
          return;
        }
        if (message[0] === 0x5a) committed = false;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(address.port);

  return {
    url: url.toString(),
    arm(cut) {
      armed = cut;
      happened = false;
    },
    get cut() {
      return happened;
    },
    restore() {
      down = false;
    },
    async close() {
      goDown();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
