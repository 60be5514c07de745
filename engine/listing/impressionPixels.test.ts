import { describe, expect, it } from 'vitest';
import { httpsUrl, impressionPixels } from './impressionPixels';

describe('impressionPixels', () => {
  it('reads the src of an img tag, entities decoded', () => {
    expect(
      impressionPixels('<img src="https://px.example/i?a=1&amp;b=2" width="1" height="1" alt="">'),
    ).toEqual(['https://px.example/i?a=1&b=2']);
  });

  it('reads single-quoted, bare and protocol-relative sources, each URL once, in order', () => {
    const html = `<IMG SRC='https://a.example/1'><img width=1 src=//b.example/2><img src="https://a.example/1">`;
    expect(impressionPixels(html)).toEqual(['https://a.example/1', 'https://b.example/2']);
  });

  it('takes a bare URL as the pixel', () => {
    expect(impressionPixels('  https://px.example/i?x=1  ')).toEqual(['https://px.example/i?x=1']);
  });

  it('never takes a src written inside another attribute', () => {
    expect(
      impressionPixels(
        `<img alt="x src=https://evil.example/" data-x='src="https://evil.example/2"' src="https://px.example/ok">`,
      ),
    ).toEqual(['https://px.example/ok']);
    expect(impressionPixels(`<img alt="a > b" src="https://px.example/after-gt">`)).toEqual([
      'https://px.example/after-gt',
    ]);
  });

  it('ignores scripts, comments, other tags and schemes other than https', () => {
    const html = [
      '<script src="https://evil.example/x.js"></script>',
      '<script>document.write("<img src=https://evil.example/in-script>")</script>',
      '<!-- <img src="https://evil.example/commented"> -->',
      '<iframe src="https://evil.example/frame"></iframe>',
      '<img src="javascript:alert(1)"><img src="http://plain.example/p"><img src="data:image/gif;base64,R0lGOD">',
      '<img onerror="alert(1)" src="https://px.example/real">',
    ].join('');
    expect(impressionPixels(html)).toEqual(['https://px.example/real']);
  });

  it('answers nothing for an empty or pixel-less snippet', () => {
    expect(impressionPixels('')).toEqual([]);
    expect(impressionPixels('<p>Thanks</p>')).toEqual([]);
    expect(impressionPixels('not a url')).toEqual([]);
  });
});

describe('httpsUrl', () => {
  it('keeps https, upgrades protocol-relative, refuses the rest', () => {
    expect(httpsUrl('https://x.example/a b')).toBe('https://x.example/a%20b');
    expect(httpsUrl('//x.example/p')).toBe('https://x.example/p');
    expect(httpsUrl('http://x.example/')).toBeNull();
    expect(httpsUrl('/relative')).toBeNull();
    expect(httpsUrl('')).toBeNull();
  });
});
