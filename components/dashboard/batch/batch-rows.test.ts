import { describe, expect, it } from 'vitest';
import { CSV_EMPTY, CSV_NEEDS_COLUMNS } from '@/lib/rules/messages';
import { blankRow, campaignValue, cleanAmount, isBlankRow, rowsFromCsv, toRowInput } from './batch-rows';

const campaigns = [
  { id: 'team1', title: 'Fast Feet' },
  { id: 'indie1', title: 'Priya Runs' },
  { id: 'twin1', title: 'Twin' },
  { id: 'twin2', title: 'twin' },
];

const strip = (rows: ReturnType<typeof rowsFromCsv>['rows']) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => name !== 'key')));

describe('rowsFromCsv', () => {
  it('reads the columns by name, whatever their case, order and spelling', () => {
    const { rows, problems } = rowsFromCsv(
      [
        'Amount,first name,Last_Name,Campaign,Anonymous,Notes,Ignored',
        '"$1,200.50",Ann,Cash,fast feet,yes,"Check #12, thanks",x',
        '25,Bo,Check,,no,,',
        '',
        ' 7 , Cy , Coin ,indie1,,,',
      ].join('\n'),
      campaigns,
    );
    expect(problems).toEqual([]);
    expect(strip(rows)).toEqual([
      {
        firstName: 'Ann',
        lastName: 'Cash',
        amount: '1200.50',
        campaign: 'team1',
        anonymous: true,
        message: 'Check #12, thanks',
      },
      { firstName: 'Bo', lastName: 'Check', amount: '25', campaign: '', anonymous: false, message: '' },
      { firstName: 'Cy', lastName: 'Coin', amount: '7', campaign: 'indie1', anonymous: false, message: '' },
    ]);
  });

  it('splits a single Name column at the last space', () => {
    const { rows } = rowsFromCsv('Name,Gift\nAna María López,10\nCher,5', campaigns);
    expect(rows.map(({ firstName, lastName }) => [firstName, lastName])).toEqual([
      ['Ana María', 'López'],
      ['Cher', ''],
    ]);
  });

  it('keeps names it cannot match for the server to flag, and amounts as typed', () => {
    const { rows } = rowsFromCsv('First,Last,Amount,Team\nA,B,ten,Nobody\nC,D,4,TWIN', campaigns);
    expect(rows.map(({ amount, campaign }) => [amount, campaign])).toEqual([
      ['ten', 'Nobody'],
      ['4', 'TWIN'],
    ]);
  });

  it('adds nothing without the needed columns, without rows, or with an unclear Anonymous', () => {
    expect(rowsFromCsv('First,Amount\nA,5', campaigns)).toEqual({ rows: [], problems: [CSV_NEEDS_COLUMNS] });
    expect(rowsFromCsv('', campaigns)).toEqual({ rows: [], problems: [CSV_NEEDS_COLUMNS] });
    expect(rowsFromCsv('First,Last,Amount\n', campaigns)).toEqual({ rows: [], problems: [CSV_EMPTY] });
    expect(rowsFromCsv('First,Last,Amount,Anonymous\nA,B,5,yes\nC,D,6,maybe', campaigns)).toEqual({
      rows: [],
      problems: ['Line 3: Anonymous: Use yes or no ("maybe")'],
    });
  });
});

describe('the grid rows', () => {
  it('cleans amounts from a sheet', () => {
    expect(cleanAmount(' $ 1,234.50 ')).toBe('1234.50');
    expect(cleanAmount('12,5')).toBe('12,5'); // not a thousands separator: left for the check to refuse
    expect(cleanAmount('20')).toBe('20');
  });

  it('matches a campaign name to its id only when exactly one campaign has it', () => {
    expect(campaignValue(' priya  runs ', campaigns)).toBe('indie1');
    expect(campaignValue('team1', campaigns)).toBe('team1');
    expect(campaignValue('---General---', campaigns)).toBe('---General---');
    expect(campaignValue('Twin', campaigns)).toBe('Twin');
    expect(campaignValue('  ', campaigns)).toBe('');
  });

  it('leaves blank rows out and sends what was typed', () => {
    const row = blankRow();
    expect(isBlankRow(row)).toBe(true);
    expect(isBlankRow({ ...row, amount: '5' })).toBe(false);
    expect(toRowInput({ ...row, firstName: 'A', anonymous: true })).toEqual({
      firstName: 'A',
      lastName: '',
      amount: '',
      anonymous: true,
      message: '',
      campaign: '',
    });
  });
});
