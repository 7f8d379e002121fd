import { describe, expect, it } from 'vitest';
import { noticeYearAt, parseStatementYear, statementYearOf } from './statements';

describe('statement years', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('takes four digits from 2000 up to next year', () => {
    expect(parseStatementYear('2025', now)).toBe(2025);
    expect(parseStatementYear('2000', now)).toBe(2000);
    expect(parseStatementYear('2027', now)).toBe(2027);
    for (const value of ['1999', '2028', '25', '02025', '2025.0', ' 2025', 'abcd', '']) {
      expect(parseStatementYear(value, now), value).toBeNull();
    }
  });

  it('counts a gift in the UTC year of its date', () => {
    expect(statementYearOf(new Date('2025-12-31T23:30:00Z'))).toBe(2025);
    expect(statementYearOf(new Date('2025-12-31T23:30:00-05:00'))).toBe(2026);
  });

  it('announces the past year all through January (UTC), and nothing after', () => {
    expect(noticeYearAt(new Date('2026-01-01T00:00:00Z'))).toBe(2025);
    expect(noticeYearAt(new Date('2026-01-31T23:59:59Z'))).toBe(2025);
    expect(noticeYearAt(new Date('2026-02-01T00:00:00Z'))).toBeNull();
    expect(noticeYearAt(new Date('2025-12-31T23:59:59Z'))).toBeNull();
  });
});
