import { describe, expect, it } from 'vitest';
import { dataLayerEntry } from './dataLayerEntry';

const page = {
  url: 'https://m10.example/quiz/medicare/zip?utm_campaign=spring&email=ann%40example.com',
  title: 'Medicare quiz',
  referrer: 'https://www.google.com/',
  language: 'en',
};

describe('dataLayerEntry', () => {
  it('gives a page view the pageView shape, without personal parameters', () => {
    expect(
      dataLayerEntry({
        name: 'page-view',
        id: 'e1',
        properties: { funnel: 'medicare', step: 'zip', fallback: true },
        website: 'm10',
        paid: true,
        page,
      }),
    ).toEqual({
      event: 'pageView',
      event_id: 'e1',
      website: 'm10',
      paid: true,
      language: 'en',
      page_location: 'https://m10.example/quiz/medicare/zip?utm_campaign=spring',
      page_path: '/quiz/medicare/zip',
      page_title: 'Medicare quiz',
      page_referrer: 'https://www.google.com/',
      funnel: 'medicare',
      step: 'zip',
      fallback: true,
    });
  });

  it('strips personal parameters from the page’s referrer too (a partner’s link that carried them)', () => {
    const entry = dataLayerEntry({
      name: 'page-view',
      id: 'e3',
      properties: {},
      website: 'm10',
      paid: false,
      page: { ...page, referrer: 'https://partner.example/offer?phone=4045550101&sub=7' },
    });
    expect(entry).toMatchObject({ page_referrer: 'https://partner.example/offer?sub=7' });
  });

  it('gives other events the generic shape: the name as `event`, the properties flat, the shape’s keys kept', () => {
    expect(
      dataLayerEntry({
        name: 'click',
        id: 'e2',
        properties: { role: 'button', text: 'Continue', event: 'spoofed' },
        website: 'm10',
        paid: false,
        page,
      }),
    ).toEqual({
      event: 'click',
      event_id: 'e2',
      website: 'm10',
      paid: false,
      page_path: '/quiz/medicare/zip',
      role: 'button',
      text: 'Continue',
    });
  });
});
