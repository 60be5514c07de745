import type { AdOffer } from '../../engine/listing/readAdsAnswer';

const fired = new WeakSet<AdOffer>();
// Held until each pixel answers, so a collected Image cannot cancel its request.
const pending = new Set<HTMLImageElement>();

/**
 * An offer's impression: each of its pixel URLs requested once, as an image (never as HTML, so
 * nothing of the ad runs). Each answer's offers are new objects, so the same offer shown again
 * after a new request counts again, and a card rendered twice does not.
 */
export function fireImpression(offer: AdOffer): void {
  if (fired.has(offer)) return;
  fired.add(offer);
  for (const url of offer.impressionUrls) {
    const pixel = new Image(1, 1);
    pixel.decoding = 'async';
    const done = () => pending.delete(pixel);
    pixel.addEventListener('load', done, { once: true });
    pixel.addEventListener('error', done, { once: true });
    pending.add(pixel);
    pixel.src = url;
  }
}
