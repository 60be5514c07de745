// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopOutEventsOfHiddenSteps } from './stopOutEventsOfHiddenSteps';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  cleanup();
});

/** The step left (hidden, as a Continue leaves it) and the next one, heard by React. */
function renderSteps() {
  const heard: string[] = [];
  const hear = (event: { type: string; target: EventTarget }) =>
    heard.push(`${event.type}@${(event.target as Element).id}`);
  const view = render(
    <>
      <section className="quiz" hidden>
        <input id="zip" onPointerOut={hear} onMouseOut={hear} />
      </section>
      <section className="quiz">
        <label id="yes" onPointerOut={hear} onMouseOut={hear}>
          Yes
        </label>
      </section>
    </>,
  );
  const element = (id: string) => view.container.querySelector(`#${id}`)!;
  return { heard, element };
}

/** An `out` event as the browser sends it when the element under the pointer changes. */
const out = (type: 'pointerout' | 'mouseout', from: Element, to: Element | null) =>
  from.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: to }));

describe('stopOutEventsOfHiddenSteps', () => {
  it('React does not hear the out events of a hidden step when the pointer moves within the page', () => {
    const { heard, element } = renderSteps();
    stops.push(stopOutEventsOfHiddenSteps());
    out('pointerout', element('zip'), element('yes'));
    out('mouseout', element('zip'), element('yes'));
    expect(heard).toEqual([]);
  });

  it('without it, React hears them (the cost it takes off the frame)', () => {
    const { heard, element } = renderSteps();
    out('pointerout', element('zip'), element('yes'));
    out('mouseout', element('zip'), element('yes'));
    expect(heard).toEqual(['pointerout@zip', 'mouseout@zip']);
  });

  it('the pointer leaving the window from a hidden step goes on (the exit intent listens for it)', () => {
    const { element } = renderSteps();
    stops.push(stopOutEventsOfHiddenSteps());
    const exitIntent = vi.fn();
    document.addEventListener('mouseout', exitIntent);
    out('mouseout', element('zip'), null);
    document.removeEventListener('mouseout', exitIntent);
    expect(exitIntent).toHaveBeenCalledOnce();
  });

  it('the out events of the step shown go on', () => {
    const { heard, element } = renderSteps();
    stops.push(stopOutEventsOfHiddenSteps());
    out('pointerout', element('yes'), element('zip'));
    out('mouseout', element('yes'), element('zip'));
    expect(heard).toEqual(['pointerout@yes', 'mouseout@yes']);
  });

  it('each caller stops only its own listening', () => {
    const { heard, element } = renderSteps();
    const first = stopOutEventsOfHiddenSteps();
    stops.push(stopOutEventsOfHiddenSteps());
    first();
    out('mouseout', element('zip'), element('yes'));
    expect(heard).toEqual([]);
    stops.splice(0).forEach((stop) => stop());
    out('mouseout', element('zip'), element('yes'));
    expect(heard).toEqual(['mouseout@zip']);
  });
});
