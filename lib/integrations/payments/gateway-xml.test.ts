import { describe, expect, it } from 'vitest';
import { parseXml, toXml } from './gateway-xml';

describe('toXml', () => {
  it('writes a root of escaped elements and groups, leaving out null and undefined', () => {
    expect(
      toXml('sale', {
        'api-key': 'k&y',
        amount: '52.50',
        'order-id': null,
        note: undefined,
        billing: { 'first-name': 'Ada <3', email: "o'brien@example.org" },
      }),
    ).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>
<sale>
  <api-key>k&amp;y</api-key>
  <amount>52.50</amount>
  <billing>
    <first-name>Ada &lt;3</first-name>
    <email>o&apos;brien@example.org</email>
  </billing>
</sale>
`,
    );
  });
});

describe('parseXml', () => {
  it("reads the gateway's step-3 answer, groups included", () => {
    const parsed = parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<response>
  <result>1</result>
  <result-text>SUCCESS</result-text>
  <transaction-id>1580080978</transaction-id>
  <result-code>100</result-code>
  <amount>64.81</amount>
  <billing>
    <first-name>Brad &amp; Co</first-name>
    <cc-number>411111******1111</cc-number>
  </billing>
  <empty/>
</response>`);
    expect(parsed).toEqual({
      root: 'response',
      fields: {
        result: '1',
        'result-text': 'SUCCESS',
        'transaction-id': '1580080978',
        'result-code': '100',
        amount: '64.81',
        empty: '',
      },
      groups: { billing: { 'first-name': 'Brad & Co', 'cc-number': '411111******1111' } },
    });
  });

  it('reads what toXml writes', () => {
    const xml = toXml('complete-action', { 'api-key': 'a<b>"c"', 'token-id': 'tok_1' });
    expect(parseXml(xml)).toEqual({
      root: 'complete-action',
      fields: { 'api-key': 'a<b>"c"', 'token-id': 'tok_1' },
      groups: {},
    });
  });

  it('decodes numeric entities', () => {
    expect(parseXml('<r><a>&#65;&#x42;</a></r>')?.fields.a).toBe('AB');
  });

  it('is null for anything that is not one root element', () => {
    for (const text of ['', 'not xml', '<a>1</a><b>2</b>', '<a>', '{"result":1}']) expect(parseXml(text)).toBeNull();
  });
});
