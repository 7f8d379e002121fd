import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import {
  amountField,
  campaignIdField,
  choiceField,
  dateField,
  emailField,
  imageField,
  integerField,
  isHttpUrl,
  isPhoneNumber,
  isStrongPassword,
  optional,
  passwordField,
  phoneField,
  requiredString,
  textField,
  urlField,
  whenValid,
} from './fields';

/** The messages a schema gives for a value, [] when it passes. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('requiredString', () => {
  const field = requiredString();

  it('trims', () => {
    expect(field.parse('  Ada  ')).toBe('Ada');
  });

  it.each(['', '   ', '\t\n', undefined, null, 42])('gives only "required" for %j', (value) => {
    expect(messages(field, value)).toEqual(['required']);
  });
});

describe('textField', () => {
  it('trims and turns missing into ""', () => {
    expect(textField().parse('  hi ')).toBe('hi');
    expect(textField().parse(undefined)).toBe('');
    expect(textField().parse(null)).toBe('');
  });
});

describe('optional', () => {
  const field = optional(urlField());

  it('keeps undefined, so an update leaves the value alone', () => {
    expect(field.parse(undefined)).toBeUndefined();
  });

  it('turns blank and null into null', () => {
    expect(field.parse('')).toBeNull();
    expect(field.parse('  ')).toBeNull();
    expect(field.parse(null)).toBeNull();
  });

  it('validates anything else with the wrapped field', () => {
    expect(field.parse('https://example.org')).toBe('https://example.org');
    expect(messages(field, 'nope')).toEqual(['Not a valid URL']);
  });

  it('leaves a missing key out in an object', () => {
    expect(z.object({ link: field }).parse({})).toEqual({});
  });
});

describe('emailField', () => {
  const field = emailField();

  it('trims and lower-cases', () => {
    expect(field.parse('  Ada.Lovelace@Example.ORG ')).toBe('ada.lovelace@example.org');
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'brien@example.ie"])('accepts %s', (email) => {
    expect(messages(field, email)).toEqual([]);
  });

  it('requires a value', () => {
    expect(messages(field, '')).toEqual(['required']);
    expect(messages(field, '  ')).toEqual(['required']);
    expect(messages(field, undefined)).toEqual(['required']);
  });

  it.each(['bob', 'bob@', '@example.org', 'bob@example', 'bob@@example.org', 'bob smith@example.org'])(
    'names the entered value for %s',
    (email) => {
      expect(messages(field, email)).toEqual([`${email} is not a valid email.`]);
    },
  );

  it('quotes the value as entered, trimmed but not lower-cased', () => {
    expect(messages(field, '  Bob@Nowhere ')).toEqual(['Bob@Nowhere is not a valid email.']);
  });
});

describe('passwordField', () => {
  const rule = 'Password must be at least 7 characters, mix of uppercase and lowercase and number';

  it.each(['Passw0rd', 'abcDE12', 'Organizer1', 'Donor1234', ' Spaced 1a'])('accepts %s', (password) => {
    expect(messages(passwordField(), password)).toEqual([]);
    expect(isStrongPassword(password)).toBe(true);
  });

  it('keeps spaces, passwords are never trimmed', () => {
    expect(passwordField().parse(' Abcdef1 ')).toBe(' Abcdef1 ');
  });

  it.each([
    ['Abcde1', 'six characters'],
    ['abcdefg1', 'no upper-case'],
    ['ABCDEFG1', 'no lower-case'],
    ['Abcdefgh', 'no digit'],
    ['', 'empty'],
    ['1234567', 'digits only'],
  ])('rejects %s (%s) with the one stated message', (password) => {
    expect(messages(passwordField(), password)).toEqual([rule]);
  });

  it('rejects a missing password with the same message', () => {
    expect(messages(passwordField(), undefined)).toEqual([rule]);
  });
});

describe('phoneField', () => {
  it.each([
    '5551234567',
    '555-123-4567',
    '(555) 123-4567',
    '555.123.4567',
    '+1 555 123 4567',
    '+44 20 7946 0958',
    '+49 (0)30 1234 5678',
    '123456789012345',
  ])('accepts %s', (phone) => {
    expect(messages(phoneField(), phone)).toEqual([]);
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(['123456789', '1234567890123456', '555-CALL-NOW', '555 123 4567 ext 2', '++15551234567', '1+5551234567'])(
    'rejects %s',
    (phone) => {
      expect(messages(phoneField(), phone)).toEqual(['Not a valid phone number']);
    },
  );

  it('requires a value', () => {
    expect(messages(phoneField(), '')).toEqual(['required']);
  });

  it('trims', () => {
    expect(phoneField().parse(' 555-123-4567 ')).toBe('555-123-4567');
  });
});

describe('urlField', () => {
  it.each([
    'https://example.org',
    'http://example.org/path?q=1#x',
    'https://www.youtube.com/watch?v=abc',
    'http://localhost:3000/x',
  ])('accepts %s', (url) => {
    expect(messages(urlField(), url)).toEqual([]);
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    'example.org',
    'ftp://example.org',
    'javascript:alert(1)',
    'mailto:a@b.co',
    '/uploads/x.jpg',
    'https://',
    '',
  ])('rejects %j', (url) => {
    expect(messages(urlField(), url)).toEqual(['Not a valid URL']);
  });
});

describe('imageField', () => {
  const key = '0123456789abcdef0123456789abcdef';

  it.each([
    `/uploads/profile/${key}.jpg`,
    `/uploads/gallery/${key}.png`,
    `/uploads/logo/${key}.png`,
    '/demo/river-run.svg',
    '/demo/winter-coats.svg',
  ])('accepts %s', (value) => {
    expect(messages(imageField(), value)).toEqual([]);
  });

  it('trims', () => {
    expect(imageField().parse(`  /uploads/sponsor/${key}.jpg `)).toBe(`/uploads/sponsor/${key}.jpg`);
  });

  it.each([
    // Another path of this site: a GET that does something when every visitor's browser loads it.
    '/api/logout',
    '/api/logout?x=.jpg',
    '/uploads/x.jpg',
    `/uploads/avatar/${key}.jpg`,
    `/uploads/gallery/${key}.gif`,
    `/uploads/gallery/../../api/logout`,
    `/uploads/gallery/${key}.jpg?x=1`,
    '/api/uploads/abc.png',
    '/demo/unknown.svg',
    '/demo/../api/logout.svg',
    '/images/avatar.svg',
    // Another site: a tracking pixel every visitor would load.
    'https://cdn.example.org/a.jpg',
    `https://tracker.example/uploads/gallery/${key}.jpg`,
    `http://localhost:3000/uploads/gallery/${key}.jpg`,
    `//tracker.example/uploads/gallery/${key}.jpg`,
    'uploads/x.jpg',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    '',
  ])('rejects %j', (value) => {
    expect(messages(imageField(), value)).toEqual(['Not a valid URL']);
  });
});

describe('amountField', () => {
  const field = amountField({ min: 5, message: 'too low' });

  it('accepts the bound and up, as numbers or numeric strings', () => {
    expect(field.parse(5)).toBe(5);
    expect(field.parse('5.00')).toBe(5);
    expect(field.parse(' 19.99 ')).toBe(19.99);
    expect(field.parse(1000000)).toBe(1000000);
  });

  it.each([4.99, 1, 0, -5, '4', 'abc', NaN, Infinity])('rejects %j with the given message', (value) => {
    expect(messages(field, value)).toEqual(['too low']);
  });

  it('requires a value', () => {
    expect(messages(field, '')).toEqual(['required']);
    expect(messages(field, undefined)).toEqual(['required']);
    expect(messages(field, null)).toEqual(['required']);
  });

  it('rejects fractions of a cent', () => {
    expect(messages(field, 5.001)).toEqual(['Use at most two decimal places']);
  });

  it('uses the given bound and message', () => {
    const field = amountField({ min: 0, message: 'too low' });
    expect(field.parse(0)).toBe(0);
    expect(messages(field, -0.01)).toEqual(['too low']);
    expect(messages(field, true)).toEqual(['too low']);
  });
});

describe('integerField', () => {
  const field = integerField({ min: 1, max: 12, message: 'bad month' });

  it('accepts whole numbers in range, from numbers or strings', () => {
    expect(field.parse(1)).toBe(1);
    expect(field.parse('12')).toBe(12);
    expect(field.parse('07')).toBe(7);
  });

  it.each([0, 13, 1.5, 'x', NaN])('rejects %j once', (value) => {
    expect(messages(field, value)).toEqual(['bad month']);
  });

  it('requires a value', () => {
    expect(messages(field, '')).toEqual(['required']);
  });

  it('works without an upper bound', () => {
    expect(integerField({ min: 1, message: 'm' }).parse(1000)).toBe(1000);
  });
});

describe('dateField', () => {
  it('reads ISO strings and Dates', () => {
    expect(dateField().parse('2025-06-15T18:00:00.000Z')).toEqual(new Date('2025-06-15T18:00:00.000Z'));
    expect(dateField().parse('2025-06-15T14:00:00-04:00')).toEqual(new Date('2025-06-15T18:00:00.000Z'));
    const date = new Date('2025-01-01T00:00:00Z');
    expect(dateField().parse(date)).toEqual(date);
  });

  it('requires a value', () => {
    expect(messages(dateField(), '')).toEqual(['required']);
    expect(messages(dateField(), undefined)).toEqual(['required']);
  });

  it.each(['not a date', '2025-13-45', new Date('x'), 12])('rejects %j', (value) => {
    expect(messages(dateField(), value)).toEqual(['Not a valid date']);
  });
});

describe('choiceField', () => {
  const field = choiceField(['a', 'b'] as const);

  it('accepts an option', () => {
    expect(field.parse('a')).toBe('a');
  });

  it('gives "required" when blank and the choice message otherwise', () => {
    expect(messages(field, '')).toEqual(['required']);
    expect(messages(field, undefined)).toEqual(['required']);
    expect(messages(field, 'c')).toEqual(['Please choose one of the options']);
    expect(messages(choiceField(['a'] as const, 'pick one'), 'z')).toEqual(['pick one']);
  });
});

describe('campaignIdField', () => {
  const required = campaignIdField({ required: true, message: 'pick a team' });
  const notRequired = campaignIdField({ required: false, message: 'pick a team' });

  it('passes an id through, trimmed', () => {
    expect(required.parse(' team-1 ')).toBe('team-1');
    expect(notRequired.parse('team-1')).toBe('team-1');
  });

  it('reads missing, null and the General id as "no campaign"', () => {
    for (const field of [required, notRequired]) {
      expect(field.parse(undefined)).toBeNull();
      expect(field.parse(null)).toBeNull();
      expect(field.parse('---General---')).toBeNull();
    }
    expect(z.object({ id: required }).parse({})).toEqual({ id: null });
  });

  it('rejects "Select one" and empty when required', () => {
    expect(messages(required, 'XXX')).toEqual(['pick a team']);
    expect(messages(required, '')).toEqual(['pick a team']);
    expect(messages(required, '  ')).toEqual(['pick a team']);
  });

  it('reads "Select one" and empty as no campaign otherwise', () => {
    expect(notRequired.parse('XXX')).toBeNull();
    expect(notRequired.parse('')).toBeNull();
  });

  it('rejects a value that is not text', () => {
    expect(messages(notRequired, 42)).toEqual(['pick a team']);
  });
});

describe('whenValid', () => {
  const schema = z
    .object({ a: requiredString(), b: requiredString(), c: z.string() })
    .refine((value) => value.a === value.b, { error: 'a ≠ b', path: ['b'], when: whenValid('a', 'b') });

  it('runs the check while unrelated fields fail', () => {
    expect(messages(schema, { a: 'x', b: 'y' })).toEqual([expect.stringContaining('expected string'), 'a ≠ b']);
  });

  it('skips the check when a field it reads failed', () => {
    expect(messages(schema, { a: '', b: 'y', c: '' })).toEqual(['required']);
  });

  it('skips the check when the input is not an object', () => {
    expect(messages(schema, null)).toHaveLength(1);
  });
});
