import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Laura Puig')).toBe('Laura Puig');
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell(-3)).toBe('-3');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Puig, Laura')).toBe('"Puig, Laura"');
    expect(csvCell('The "big" day')).toBe('"The ""big"" day"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1+1', "'+1+1"],
    ['+34 600 000 001+A1', "'+34 600 000 001+A1"],
    ['+SUM(1,2)', `"'+SUM(1,2)"`],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    // Phone-shaped, but a spreadsheet works these out as sums (or, bare, as a plain number).
    ['+1-2-3-4-5-6-7', "'+1-2-3-4-5-6-7"],
    ['+1-555-123-4567', "'+1-555-123-4567"],
    ['+1-(555)-010-0199', "'+1-(555)-010-0199"],
    ['+34.600-000-001', "'+34.600-000-001"],
    ['+34600000001', "'+34600000001"],
    // Not written as phones are: separators doubled, parentheses unbalanced.
    ['+34 - 600 000 001', "'+34 - 600 000 001"],
    ['+1 (555 123-4567', "'+1 (555 123-4567"],
    ['+1 (555)) 123-4567', "'+1 (555)) 123-4567"],
  ])('neutralises a formula in %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    '+34 600 000 001',
    '+1 (555) 010-0199',
    '+44 20 7946 0958',
    '+376.812.345',
    '+1 555-123-4567',
    '+44 (0) 20 7946 0958',
    '+33 1 23 45 67 89',
    '+1(555)123-4567',
  ])('writes the phone number %j as it was typed', (phone) => {
    expect(csvCell(phone)).toBe(phone);
  });
});

describe('toCsv', () => {
  it('writes a UTF-8 file with a header and CRLF line ends', () => {
    expect(
      toCsv(
        ['name', 'amount'],
        [
          ['Núria', 12.5],
          ['=cmd', 3],
        ],
      ),
    ).toBe("\uFEFFname,amount\r\nNúria,12.5\r\n'=cmd,3\r\n");
  });
});
