import { describe, expect, it } from 'vitest';
import { cookieIds, gaClientId, gaSession, trackedUrlParams } from './eventContext';

describe('event context', () => {
  it('reads the Google client id, the Facebook browser id and a GS1.1 session cookie', () => {
    expect(
      cookieIds(
        '_ga=GA1.1.123456789.1700000000; _fbp=fb.1.1700000000.42; _ga_ABC123=GS1.1.1700000100.3.1.1700000200.0.0.0; other=x',
      ),
    ).toEqual({
      gaClientId: '123456789.1700000000',
      fbp: 'fb.1.1700000000.42',
      gaSession: { sessionId: '1700000100', sessionNumber: 3 },
    });
  });
  it('parses the session cookie only when it starts with GS1.1', () => {
    expect(gaSession('GS2.1.s1700000100$o3$g1')).toBeUndefined();
    expect(gaSession('GS1.2.1700000100.3')).toBeUndefined();
    expect(gaClientId('garbage')).toBeUndefined();
    expect(cookieIds('')).toEqual({});
  });
  it('tracks campaign and click ids from the url params, never personal ones', () => {
    expect(
      trackedUrlParams({
        utm_source: 'g',
        gclid: 'x',
        afid: '7',
        firstname: 'Ann',
        email: 'a@b.c',
        random: 'r',
      }),
    ).toEqual({ utm_source: 'g', gclid: 'x', afid: '7' });
  });
});
