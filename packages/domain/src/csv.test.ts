import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, toCsv } from './csv.ts';

/** A small RFC 4180 reader, enough to read back what toCsv writes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('csvCell', () => {
  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+61 400 000 000')).toBe("'+61 400 000 000");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes numbers as numbers, negative ones included, and nothing for null', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
  });

  it('writes an amount of money with two decimals and no $ or thousands separators, a negative one unquoted', () => {
    expect(csvCell(csvAmount(123450))).toBe('1234.50');
    expect(csvCell(csvAmount(-1250))).toBe('-12.50');
    expect(csvCell(csvAmount(0))).toBe('0.00');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('12 Main St, Logan')).toBe('"12 Main St, Logan"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});

describe('toCsv', () => {
  it('reads back cell for cell, and no text cell starts with a formula character', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 10 }),
        (rows) => {
          const read = parseCsv(toCsv(['a', 'b'], rows));
          expect(read).toHaveLength(rows.length + 1);
          read.slice(1).forEach((cells, r) =>
            cells.forEach((cell, c) => {
              const original = rows[r]![c]!;
              expect(cell).not.toMatch(/^[=+\-@\t\r]/);
              expect(cell).toBe(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
            }),
          );
        },
      ),
    );
  });
});
