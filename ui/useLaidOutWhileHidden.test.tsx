// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLaidOutWhileHidden } from './useLaidOutWhileHidden';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Step({ hidden, title }: { hidden: boolean; title: string }) {
  const root = useRef<HTMLElement>(null);
  useLaidOutWhileHidden(root, hidden);
  return (
    <section ref={root} hidden={hidden}>
      <h2>{title}</h2>
    </section>
  );
}

/** The elements whose layout was asked for, as they were then, in order. */
function measured() {
  const asked: string[] = [];
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    asked.push(this.outerHTML);
    return new DOMRect();
  });
  return () => asked;
}

describe('useLaidOutWhileHidden', () => {
  it('asks for the layout of a hidden step inside it, after each render, so the browser works it out then', () => {
    const asked = measured();
    const { rerender } = render(<Step hidden title="Do you have Medicare?" />);
    expect(asked()).toEqual(['<h2>Do you have Medicare?</h2>']);
    rerender(<Step hidden title="¿Tiene Medicare?" />);
    expect(asked()).toEqual(['<h2>Do you have Medicare?</h2>', '<h2>¿Tiene Medicare?</h2>']);
  });

  it('leaves a step shown to the frame that paints it', () => {
    const asked = measured();
    const { rerender } = render(<Step hidden={false} title="ZIP code" />);
    rerender(<Step hidden={false} title="Your ZIP code" />);
    expect(asked()).toEqual([]);
  });

  it('does not measure in the render that hides a step shown (the click), only once it changes hidden', () => {
    const asked = measured();
    const { rerender } = render(<Step hidden={false} title="ZIP code" />);
    rerender(<Step hidden title="ZIP code" />);
    expect(asked()).toEqual([]);
    rerender(<Step hidden title="Your ZIP code" />);
    expect(asked()).toEqual(['<h2>Your ZIP code</h2>']);
  });
});
