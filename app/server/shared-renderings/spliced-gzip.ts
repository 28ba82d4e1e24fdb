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

// CRC-32 is linear: the checksum of A followed by B is the checksum of A carried over B's
// length, exclusive-or the checksum of B alone (zlib's crc32_combine). So a kept piece's own
// checksum is taken once, and a page's checksum is made without reading its kept pieces again
// (reading 100 KB for each member's page was about 5 % of its server time).
const REVERSED_POLYNOMIAL = 0xedb88320;

/** a × b modulo the CRC-32 polynomial, both in CRC-32's reflected bit order. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let multiplier = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= multiplier;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ REVERSED_POLYNOMIAL : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const X_TO_TWO_TO_THE = (() => {
  const powers = [0x40000000]; // x¹
  for (let k = 1; k < 32; k++) {
    const previous = powers[k - 1] as number;
    powers.push(multiplyModP(previous, previous));
  }
  return powers;
})();

/** x^(8 × bytes) modulo the polynomial: what carries a checksum over that many bytes. */
function carryOver(bytes: number): number {
  let power = 0x80000000; // x⁰
  let k = 3; // 8 = 2³
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) power = multiplyModP(X_TO_TWO_TO_THE[k % 32] as number, power);
  }
  return power;
}

/** A kept piece's checksum and length, taken once, so that a body need not read it again. */
export interface PieceChecksum {
  readonly crc: number;
  readonly length: number;
  readonly carry: number;
}

export function pieceChecksum(bytes: Uint8Array): PieceChecksum {
  return { crc: crc32(bytes), length: bytes.length, carry: carryOver(bytes.length) };
}

/**
 * The gzip member of `deflated` (pieces as above), whose uncompressed pieces are `plain`: each
 * given as its bytes or, for a kept piece, as its checksum.
 */
export function gzipOfPieces(
  deflated: readonly Buffer[],
  plain: readonly (Uint8Array | PieceChecksum)[],
): Buffer {
  let crc = 0;
  let length = 0;
  for (const piece of plain) {
    crc =
      piece instanceof Uint8Array
        ? crc32(piece, crc)
        : (multiplyModP(piece.carry, crc) ^ piece.crc) >>> 0;
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([HEADER, ...deflated, LAST_BLOCK, trailer]);
}
