// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './ProgressBar';

let reduceMotion = false;
const animate = vi.fn();

beforeAll(() => {
  // jsdom has neither media queries nor the Web Animations API.
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && reduceMotion;
    },
  }));
  HTMLElement.prototype.animate = animate;
});
beforeEach(() => {
  reduceMotion = false;
  animate.mockClear();
});
afterEach(cleanup);

const fillOf = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;

describe('ProgressBar', () => {
  it('shows the share reached, without animating the first render', () => {
    render(<ProgressBar value={1} max={4} label="Progress" />);
    expect(
      screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow'),
    ).toBe('1');
    expect(fillOf().style.transform).toBe('scaleX(0.25)');
    expect(animate).not.toHaveBeenCalled();
  });

  it('moves from the last share to the new one in 300 ms when the step changes', () => {
    const { rerender } = render(<ProgressBar value={1} max={4} label="Progress" />);
    rerender(<ProgressBar value={2} max={4} label="Progress" />);
    expect(fillOf().style.transform).toBe('scaleX(0.5)');
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate).toHaveBeenCalledWith(
      [{ transform: 'scaleX(0.25)' }, { transform: 'scaleX(0.5)' }],
      expect.objectContaining({ duration: 300 }),
    );
    rerender(<ProgressBar value={2} max={4} label="Fortschritt" />);
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it('moves at once for a visitor who asks for reduced motion', () => {
    reduceMotion = true;
    const { rerender } = render(<ProgressBar value={1} max={4} label="Progress" />);
    rerender(<ProgressBar value={3} max={4} label="Progress" />);
    expect(fillOf().style.transform).toBe('scaleX(0.75)');
    expect(animate).not.toHaveBeenCalled();
  });
});
