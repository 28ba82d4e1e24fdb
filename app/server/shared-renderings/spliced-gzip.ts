import { constants, crc32, deflateRawSync } from "node:zlib";

// A gzip body made of pieces compressed apart: each kept piece is compressed once, at the best
// level, and ends on a byte boundary without ending the stream (a sync flush), so compressed
// pieces can be laid end to end, with short pieces in between sent as stored (uncompressed)
// blocks. Deflate's back-references reach only within a piece, so any order of pieces is a valid
// stream (RFC 1951); the gzip trailer's checksum and length are of the whole (RFC 1952).

/** A piece compressed to be followed by others: sync-flushed, not final. */
export function deflatePiece(bytes: Uint8Array): Buffer {
  return deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
}

/** Bytes as stored deflate blocks (at most 65,535 bytes each), not final. */
export function storedPiece(bytes: Uint8Array): Buffer {
  const blocks: Buffer[] = [];
  for (let from = 0; from < bytes.length; from += 0xffff) {
    const part = bytes.subarray(from, from + 0xffff);
    const header = Buffer.alloc(5);
    header[0] = 0; // not final, stored
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(header, Buffer.from(part.buffer, part.byteOffset, part.length));
  }
  return Buffer.concat(blocks);
}

// ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS.
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A final, empty block with the fixed code: what ends the stream.
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/** The gzip member of `deflated` (pieces as above), whose uncompressed pieces are `plain`. */
export function gzipOfPieces(deflated: readonly Buffer[], plain: readonly Uint8Array[]): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of plain) {
    crc = crc32(piece, crc);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...deflated, LAST_BLOCK, trailer]);
}
