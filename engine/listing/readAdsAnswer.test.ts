import { describe, expect, it } from 'vitest';
import { readAdsAnswer } from './readAdsAnswer';

const shapeAAd = {
  carrier: 'Sandbox Health',
  bid: 12,
  headline: 'Sandbox Health: plans in 90210',
  description: 'Compare plans and benefits available in your area.',
  display_url: 'example.com',
  impr_html:
    '<img src="https://px.example/impression/1?z=90210&amp;r=2" width="1" height="1" alt="">',
  ad_id: 'ad-1',
  click_url: 'https://example.com/click/1',
  call_url: 'tel:+18885550210',
  image_url: 'https://cdn.example/logo.png',
  large_image_url: '',
};

describe('readAdsAnswer', () => {
  it('reads shape A into offers with their pixel URLs', () => {
    const result = readAdsAnswer({ ads: [shapeAAd], num_ads: 1, request_id: 'r1', time: 1 });
    expect(result).toEqual({
      status: 'offers',
      offers: [
        {
          id: 'ad-1',
          type: 'click',
          carrier: 'Sandbox Health',
          headline: 'Sandbox Health: plans in 90210',
          description: 'Compare plans and benefits available in your area.',
          displayUrl: 'example.com',
          clickUrl: 'https://example.com/click/1',
          phone: '18885550210',
          imageUrl: 'https://cdn.example/logo.png',
          impressionUrls: ['https://px.example/impression/1?z=90210&r=2'],
          price: 12,
        },
      ],
    });
  });

  it('reads shape B click and call ads, the ref as the link or the number', () => {
    const result = readAdsAnswer({
      status: 'SUCCESS',
      errors: [],
      ads: [
        {
          type: 'call',
          logo_url: '',
          ref: '1-888-555-0210',
          pixel: 'https://px.example/c',
          price: 22,
          backfill_pixel: 'https://px.example/backfill',
        },
        {
          type: 'click',
          logo_url: 'https://cdn.example/l.png',
          ref: 'https://www.offers.example/go?id=7',
          pixel: '',
          price: 4.5,
          backfill_pixel: '',
        },
      ],
    });
    expect(result).toMatchObject({
      status: 'offers',
      offers: [
        {
          id: '1-888-555-0210',
          type: 'call',
          phone: '18885550210',
          clickUrl: null,
          impressionUrls: ['https://px.example/c'],
          price: 22,
        },
        {
          type: 'click',
          clickUrl: 'https://www.offers.example/go?id=7',
          displayUrl: 'offers.example',
          imageUrl: 'https://cdn.example/l.png',
          impressionUrls: [],
          price: 4.5,
        },
      ],
    });
  });

  it('drops an ad it cannot show and keeps the others', () => {
    const result = readAdsAnswer({
      ads: [
        { ...shapeAAd, ad_id: 'no-link', click_url: 'javascript:alert(1)', call_url: '' },
        {
          ...shapeAAd,
          ad_id: 'http-only',
          click_url: 'http://example.com/click',
          call_url: 'call us',
        },
        { carrier: 'No id' },
        'not an ad',
        {
          ...shapeAAd,
          ad_id: 42,
          click_url: '',
          image_url: 'http://cdn.example/x.png',
          bid: 'high',
          impr_html: 7,
        },
      ],
      num_ads: 5,
    });
    expect(result).toMatchObject({
      status: 'offers',
      offers: [
        {
          id: '42',
          type: 'call',
          clickUrl: null,
          phone: '18885550210',
          imageUrl: null,
          price: null,
          impressionUrls: [],
        },
      ],
    });
  });

  it('answers empty when no ad is left, in either shape', () => {
    expect(readAdsAnswer({ ads: [], num_ads: 0, request_id: 'r', time: 0 })).toEqual({
      status: 'empty',
    });
    expect(readAdsAnswer({ status: 'SUCCESS', errors: [], ads: [] })).toEqual({ status: 'empty' });
    expect(
      readAdsAnswer({ status: 'SUCCESS', errors: [], ads: [{ type: 'click', ref: 'not a url' }] }),
    ).toEqual({ status: 'empty' });
  });

  it('answers an error for an ERROR status, an unknown status and an answer of neither shape', () => {
    expect(
      readAdsAnswer({ status: 'ERROR', errors: ['No ads for this ZIP code.'], ads: [] }),
    ).toEqual({ status: 'error', errors: ['No ads for this ZIP code.'] });
    expect(readAdsAnswer({ status: 'PENDING', ads: [] })).toMatchObject({ status: 'error' });
    expect(readAdsAnswer(null)).toMatchObject({ status: 'error' });
    expect(readAdsAnswer({ offers: [] })).toMatchObject({ status: 'error' });
  });
});
