/**
 * A CSV reader for RFC 4180 text, as Google Sheets' CSV export and spreadsheet programs write it:
 * comma-separated fields, fields in double quotes may hold commas, line breaks and doubled quotes
 * (`""` for `"`), records end with CRLF, LF or a lone CR, and a leading byte-order mark is ignored.
 *
 * Two leniencies, both common in hand-made files: a quote inside an unquoted field is kept as
 * text, and text after a closing quote is appended to the field. An opening quote that is never
 * closed is an error, because it would swallow the rest of the file.
 */

export class CsvParseError extends Error {
  override name = "CsvParseError";
}

const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;

/** Every record as an array of its fields. A final line break does not make an empty record. */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let line = 1;
  let index = 0;
  const length = input.length;

  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };

  while (index < length) {
    const code = input.charCodeAt(index);
    if (code === QUOTE && field === "" && isFieldStart(input, index)) {
      // A quoted field: read to the closing quote, keeping commas and line breaks.
      const openedOnLine = line;
      index += 1;
      let closed = false;
      while (index < length) {
        const inner = input.charCodeAt(index);
        if (inner === QUOTE) {
          if (input.charCodeAt(index + 1) === QUOTE) {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          closed = true;
          break;
        }
        if (inner === LF || (inner === CR && input.charCodeAt(index + 1) !== LF)) line += 1;
        field += input[index];
        index += 1;
      }
      if (!closed) {
        throw new CsvParseError(
          `A quoted field that starts on line ${openedOnLine} is never closed: check for a missing " in that row.`,
        );
      }
      continue;
    }
    if (code === COMMA) {
      endField();
      index += 1;
      continue;
    }
    if (code === CR || code === LF) {
      endRecord();
      index += code === CR && input.charCodeAt(index + 1) === LF ? 2 : 1;
      line += 1;
      continue;
    }
    field += input[index];
    index += 1;
  }
  // The last record, unless the text ended with a line break (or was empty).
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

/** A quote opens a quoted field only at the very start of a field. */
function isFieldStart(input: string, index: number): boolean {
  if (index === 0) return true;
  const previous = input.charCodeAt(index - 1);
  return previous === COMMA || previous === LF || previous === CR;
}
