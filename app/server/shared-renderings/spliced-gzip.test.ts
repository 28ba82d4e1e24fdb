import { randomBytes } from "node:crypto";
import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePiece, gzipOfPieces, pieceChecksum, storedPiece } from "./spliced-gzip";

describe("a gzip body spliced from pieces", () => {
  it("unpacks to the pieces laid end to end, compressed and stored alike", () => {
    const page = Buffer.from("<p>".repeat(20_000));
    const noise = randomBytes(70_000); // over one stored block's 65,535 bytes
    const name = Buffer.from("Zoë <O'Brien> & “friends”");
    const plain = [page, name, Buffer.alloc(0), noise, page];
    const body = gzipOfPieces(
      [
        deflatePiece(page),
        storedPiece(name),
        deflatePiece(Buffer.alloc(0)),
        storedPiece(noise),
        deflatePiece(page),
      ],
      plain,
    );
    expect(gunzipSync(body).equals(Buffer.concat(plain))).toBe(true);
  });

  it("keeps the compression of the pieces that repeat", () => {
    const page = Buffer.from('<li class="card">Tomatoes</li>'.repeat(3000));
    const body = gzipOfPieces(
      [deflatePiece(page), storedPiece(Buffer.from("Ann"))],
      [page, Buffer.from("Ann")],
    );
    expect(body.length).toBeLessThan(page.length / 20);
  });

  it("is refused by gunzip when the checksum does not match what it holds", () => {
    const page = Buffer.from("hello");
    expect(() => gunzipSync(gzipOfPieces([deflatePiece(page)], [Buffer.from("jello")]))).toThrow();
  });

  it("gives the same checksum from a kept piece's own checksum as from its bytes", () => {
    const page = Buffer.from('<li class="card">Tomatoes</li>'.repeat(3000));
    const tail = randomBytes(70_001);
    for (const words of ["", "Ann", "Zoë <O'Brien>"]) {
      const name = Buffer.from(words);
      const plain = [page, name, tail, Buffer.alloc(0)];
      const deflated = [deflatePiece(page), storedPiece(name), deflatePiece(tail)];
      const fromBytes = gzipOfPieces(deflated, plain);
      const fromChecksums = gzipOfPieces(deflated, [
        pieceChecksum(page),
        name,
        pieceChecksum(tail),
        pieceChecksum(Buffer.alloc(0)),
      ]);
      expect(fromChecksums.equals(fromBytes)).toBe(true);
      expect(fromChecksums.readUInt32LE(fromChecksums.length - 8)).toBe(
        crc32(Buffer.concat(plain)) >>> 0,
      );
      expect(gunzipSync(fromChecksums).equals(Buffer.concat(plain))).toBe(true);
    }
  });
});
