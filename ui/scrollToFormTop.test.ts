// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { scrollToFormTop } from './scrollToFormTop';

function at(top: number, bottom = top + 100): Element {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  return element;
}

describe('scrollToFormTop', () => {
  it('scrolls a form hidden above the viewport back into view with a 24 px margin', () => {
    const scrollTo = vi.fn();
    scrollToFormTop(at(-300), { scrollY: 1000, innerHeight: 800, scrollTo, document });
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 - 300 - 24, behavior: 'smooth' });
  });

  it('counts sticky headers as hiding the form', () => {
    const header = at(0, 80);
    header.setAttribute('data-sticky', '');
    document.body.append(header);
    const scrollTo = vi.fn();
    scrollToFormTop(at(40), { scrollY: 500, innerHeight: 800, scrollTo, document });
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 40 - 80 - 24, behavior: 'smooth' });
    header.remove();
  });

  it('scrolls to a form below the fold', () => {
    const scrollTo = vi.fn();
    scrollToFormTop(at(900), { scrollY: 0, innerHeight: 800, scrollTo, document });
    expect(scrollTo).toHaveBeenCalledWith({ top: 900 - 24, behavior: 'smooth' });
  });

  it('leaves a visible form alone', () => {
    const scrollTo = vi.fn();
    scrollToFormTop(at(10), { scrollY: 0, innerHeight: 800, scrollTo, document });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
