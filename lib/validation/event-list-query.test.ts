import { describe, expect, it } from 'vitest';
import { eventListQuerySchema } from './event-list-query';

describe('eventListQuerySchema', () => {
  it('lists 100 events when count is missing, and never more than 100', () => {
    expect(eventListQuerySchema.parse({}).count).toBe(100);
    expect(eventListQuerySchema.parse({ count: '' }).count).toBe(100);
    expect(eventListQuerySchema.parse({ count: '3' }).count).toBe(3);
    expect(eventListQuerySchema.parse({ count: '100' }).count).toBe(100);
    expect(eventListQuerySchema.parse({ count: '500' }).count).toBe(100);
  });

  it('still refuses a count that is not a whole number from 1 to 1000', () => {
    for (const count of ['0', 'abc', '2.5', '1001'])
      expect(eventListQuerySchema.safeParse({ count }).success).toBe(false);
  });
});
