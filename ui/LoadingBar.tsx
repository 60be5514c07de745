import type { LoadingBarState } from '../engine/site/loadingBar';

/**
 * The page-loading bar: red, 3 px, above the routed page. Decorative (`aria-hidden`): focus
 * moving to the new page's heading is what assistive technology announces.
 */
export function LoadingBar({ visible, progress }: LoadingBarState) {
  return (
    <div className="loading-bar" aria-hidden="true" style={{ opacity: visible ? 1 : 0 }}>
      <div className="loading-bar-fill" style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
