import { describe, expect, it } from 'vitest';
import {
  intakeAnswers,
  linkWithSessionParams,
  mergeUrlParams,
  withoutPersonalParams,
  withoutPersonalParamsInUrl,
} from './urlParams';

describe('url params', () => {
  it('merges into the stored params; the last of a repeated parameter wins', () => {
    expect(
      mergeUrlParams(
        { utm_source: 'google', gclid: 'old' },
        '?gclid=a&gclid=b&utm_campaign=spring',
      ),
    ).toEqual({ utm_source: 'google', gclid: 'b', utm_campaign: 'spring' });
  });

  it('strips every personal parameter from the visible URL, keeping the rest in order', () => {
    expect(
      withoutPersonalParams('?utm_source=x&firstname=Ann&email=a%40b.co&has_medicare=yes&afid=7'),
    ).toBe('?utm_source=x&afid=7');
    expect(withoutPersonalParams('?firstname=Ann')).toBe('');
    expect(withoutPersonalParams('?utm_source=x')).toBeUndefined();
  });

  it('strips them from a whole address (an event’s url or referrer), keeping the rest and the fragment', () => {
    expect(
      withoutPersonalParamsInUrl(
        'https://m10.example/quiz?phone=4045550101&utm_source=g&lastname=Lee#top',
      ),
    ).toBe('https://m10.example/quiz?utm_source=g#top');
    expect(withoutPersonalParamsInUrl('https://partner.example/?dateofbirth=1955-04-12')).toBe(
      'https://partner.example/',
    );
    expect(withoutPersonalParamsInUrl('https://m10.example/quiz?address=1+Main+St&gclid=abc')).toBe(
      'https://m10.example/quiz?gclid=abc',
    );
    expect(withoutPersonalParamsInUrl('not a url')).toBe('not a url');
    expect(withoutPersonalParamsInUrl('https://m10.example/#email=a@b.co')).toBe(
      'https://m10.example/#email=a@b.co',
    );
    expect(withoutPersonalParamsInUrl('https://m10.example/?utm_source=g')).toBe(
      'https://m10.example/?utm_source=g',
    );
    expect(withoutPersonalParamsInUrl('')).toBe('');
  });

  it('turns intake parameters into answers, leaving unusable ones out', () => {
    expect(
      intakeAnswers({
        firstname: ' Ann ',
        lastname: 'Lee',
        age: '67',
        phone: '1-404-555-0101',
        email: 'ann@example.com',
        dateofbirth: '04/12/1955',
        has_medicare: 'yes',
        has_medicaid: '0',
        device: 'mobile',
      }),
    ).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      age: 67,
      phone: '(404) 555-0101',
      email: 'ann@example.com',
      dob: '04/12/1955',
      haveMedicare: true,
      haveMedicaid: false,
    });
    expect(
      intakeAnswers({ age: '200', phone: '555', has_medicare: 'maybe', firstname: '  ' }),
    ).toEqual({});
  });

  it("gives a page's link the session's url params it lacks, never a personal one", () => {
    const session = {
      afid: 'aff 7',
      utm_source: 'news',
      gclid: 'g',
      email: 'ann@example.com',
      firstname: 'Ann',
      zip_code: '10001',
    };
    expect(linkWithSessionParams('/quiz/medicare', session)).toBe(
      '/quiz/medicare?afid=aff+7&utm_source=news&gclid=g&zip_code=10001',
    );
    // The link's own value wins; its hash stays last.
    expect(
      linkWithSessionParams('/quiz/medicare?utm_source=home#questions', {
        afid: '7',
        utm_source: 'news',
      }),
    ).toBe('/quiz/medicare?utm_source=home&afid=7#questions');
    expect(linkWithSessionParams('/tos', {})).toBe('/tos');
  });
});
