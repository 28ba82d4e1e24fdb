import { describe, expect, it } from "vitest";
import { CsvParseError, parseCsv } from "./csv-parser";

describe("parseCsv", () => {
  it("splits plain fields and records", () => {
    expect(parseCsv("a,b,c\n1,2,3\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("keeps the last record when the text does not end with a line break", () => {
    expect(parseCsv("a,b\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("reads nothing from empty text", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\uFEFF")).toEqual([]);
  });

  it("keeps empty fields, including a trailing one", () => {
    expect(parseCsv("a,,c,\n,,,\n")).toEqual([
      ["a", "", "c", ""],
      ["", "", "", ""],
    ]);
  });

  it("keeps an empty line as a record with one empty field", () => {
    expect(parseCsv("a\n\nb\n")).toEqual([["a"], [""], ["b"]]);
  });

  it("reads quoted fields with commas, doubled quotes and empty quotes", () => {
    expect(parseCsv('"Smith, John","He said ""hello""",""\n')).toEqual([
      ["Smith, John", 'He said "hello"', ""],
    ]);
  });

  it("keeps line breaks inside quoted fields", () => {
    expect(parseCsv('name,needs\n"Bank","Tinned fish\nRice\r\nUHT milk"\nnext,x\n')).toEqual([
      ["name", "needs"],
      ["Bank", "Tinned fish\nRice\r\nUHT milk"],
      ["next", "x"],
    ]);
  });

  it("accepts CRLF, LF and lone CR line endings", () => {
    expect(parseCsv("a,b\r\n1,2\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("a,b\r1,2\r")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsv("a\r\nb\nc\rd")).toEqual([["a"], ["b"], ["c"], ["d"]]);
  });

  it("drops a leading byte-order mark, so the first header matches", () => {
    expect(parseCsv('\uFEFF"id",name\n1,x')).toEqual([
      ["id", "name"],
      ["1", "x"],
    ]);
  });

  it("reads the Google Sheets export, where every field is quoted", () => {
    const exported =
      '"id","Organisation Name","Verified"\n"fb-1","Example Food Bank","TRUE"\n"fb-2","","FALSE"';
    expect(parseCsv(exported)).toEqual([
      ["id", "Organisation Name", "Verified"],
      ["fb-1", "Example Food Bank", "TRUE"],
      ["fb-2", "", "FALSE"],
    ]);
  });

  it("keeps a quote in the middle of an unquoted field as text", () => {
    expect(parseCsv('5" pots,ok\n')).toEqual([['5" pots', "ok"]]);
  });

  it("appends text that follows a closing quote", () => {
    expect(parseCsv('"abc"def,x\n')).toEqual([["abcdef", "x"]]);
  });

  it("refuses a quoted field that never closes, naming the line it opened on", () => {
    expect(() => parseCsv('a,b\n1,"two\n3,4\n')).toThrow(CsvParseError);
    expect(() => parseCsv('a,b\n1,"two\n3,4\n')).toThrow(/starts on line 2 is never closed/);
  });

  it("counts lines inside quoted fields when reporting an unclosed quote", () => {
    expect(() => parseCsv('"multi\nline",ok\r\n"open\n')).toThrow(/starts on line 3/);
  });
});
