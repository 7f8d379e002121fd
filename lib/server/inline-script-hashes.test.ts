import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, and leaves scripts with a src to the host list', () => {
    const html = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f=self.__next_f||[]</script></head><body>',
      '<script id="x" >self.__next_f.push([1,"a\\u003cb"])</script>',
      '<SCRIPT>self.__next_f=self.__next_f||[]</SCRIPT>',
      '<script data-src="y">one()</script></body></html>',
    ].join('');
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      sha256('self.__next_f=self.__next_f||[]'),
      sha256('self.__next_f.push([1,"a\\u003cb"])'),
      sha256('one()'),
    ]);
  });

  it('hashes the text as the browser parses it: line breaks normalized, multi-byte characters as UTF-8', () => {
    expect(inlineScriptHashes(Buffer.from('<script>b("é—")</script>'))).toEqual([sha256('b("é—")')]);
    expect(inlineScriptHashes(Buffer.from('<script>a()\r\nb("é")</script>'))).toEqual([sha256('a()\nb("é")')]);
    expect(inlineScriptHashes(Buffer.from('<p>no scripts</p>'))).toEqual([]);
  });
});
