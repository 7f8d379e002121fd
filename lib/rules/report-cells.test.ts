import { describe, expect, it } from 'vitest';
import { FORMULA_START, csvAmount, csvBirthDate, csvDateTime, csvYesNo, reportFileName } from './report-cells';

describe("FORMULA_START (the cells the reports escape with a leading ')", () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '  =1', '＝1', '=HYPERLINK("http://x")\nsecond line'])(
    'finds %j',
    (value) => {
      expect(FORMULA_START.test(value)).toBe(true);
    },
  );

  it.each(['', 'Dana', '50.00', 'a=b', 'x-y', 'mail@example.org', "'already", '2026-05-01 10:03:00'])(
    'leaves %j alone',
    (value) => {
      expect(FORMULA_START.test(value)).toBe(false);
    },
  );
});

describe('csvAmount', () => {
  it('writes cents as dollars with two decimals', () => {
    expect(csvAmount(0)).toBe('0.00');
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(500)).toBe('5.00');
    expect(csvAmount(123456)).toBe('1234.56');
    expect(csvAmount(-250)).toBe('-2.50');
  });
});

describe('csvDateTime', () => {
  it('writes the moment in the given time zone', () => {
    const moment = new Date('2026-07-04T13:30:05Z');
    expect(csvDateTime(moment, 'America/New_York')).toBe('2026-07-04 09:30:05');
    expect(csvDateTime(moment, 'UTC')).toBe('2026-07-04 13:30:05');
    expect(csvDateTime(new Date('2026-01-01T00:00:00Z'), 'America/Los_Angeles')).toBe('2025-12-31 16:00:00');
  });

  it('falls back to UTC for a zone it does not know', () => {
    expect(csvDateTime(new Date('2026-07-04T13:30:05Z'), 'Mars/Olympus')).toBe('2026-07-04 13:30:05');
  });
});

describe('csvBirthDate and csvYesNo', () => {
  it('joins the known parts of a birth date', () => {
    expect(csvBirthDate(1990, 4, 7)).toBe('1990-04-07');
    expect(csvBirthDate(1990, null, null)).toBe('1990');
    expect(csvBirthDate(null, 4, 7)).toBe('04-07');
    expect(csvBirthDate(null, null, null)).toBe('');
  });

  it('says Yes or No', () => {
    expect(csvYesNo(true)).toBe('Yes');
    expect(csvYesNo(false)).toBe('No');
  });
});

describe('reportFileName', () => {
  const day = new Date('2026-05-01T12:00:00Z');
  it('names the report, the event in ASCII and the day', () => {
    expect(reportFileName('donations', 'Riverside 5K for Clean Water!', day)).toBe(
      'donations-riverside-5k-for-clean-water-2026-05-01.csv',
    );
    expect(reportFileName('participants', 'Café "Noël" ; rm -rf', day)).toBe(
      'participants-cafe-noel-rm-rf-2026-05-01.csv',
    );
  });

  it('falls back to "event" when nothing of the title is left', () => {
    expect(reportFileName('donations', '水泳大会', day)).toBe('donations-event-2026-05-01.csv');
  });
});
