// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StepViewProps } from '../../ui/stepViewProps';
import { useDrawnViews } from './useDrawnViews';
import type { DrawnStep } from './useStepsDrawn';

afterEach(cleanup);

/** A stand-in view: only which step it is and the answers it starts from matter here. */
const viewWith = (id: string, zipcode: string) =>
  ({ step: { id }, initialValues: { zipcode } }) as unknown as StepViewProps;

interface Props {
  readonly drawn: readonly DrawnStep[];
  readonly stepId: string;
  /** The answers the machine holds now: each call of viewOf draws a view from them. */
  readonly zipcode: string;
}

function drawnViews(initialProps: Props) {
  return renderHook(
    ({ drawn, stepId, zipcode }: Props) =>
      useDrawnViews(drawn, viewWith(stepId, zipcode), (id) => viewWith(id, zipcode)).map(
        ({ view }) => view,
      ),
    { initialProps },
  );
}

const zipShown = { id: 'zip', key: 'zip:0', hidden: false };
const zipLeft = { ...zipShown, hidden: true };
const medicareWaiting = { id: 'medicare', key: 'medicare:0', hidden: true };
const medicareShown = { ...medicareWaiting, hidden: false };

describe('useDrawnViews', () => {
  it('draws the step shown and the steps waiting ahead from the answers as they are now', () => {
    const { result } = drawnViews({
      drawn: [zipShown, medicareWaiting],
      stepId: 'zip',
      zipcode: '',
    });
    expect(result.current).toEqual([viewWith('zip', ''), viewWith('medicare', '')]);
  });

  it('keeps the very view a step left was shown with, so its form is not drawn again in the click', () => {
    const { result, rerender } = drawnViews({
      drawn: [zipShown, medicareWaiting],
      stepId: 'zip',
      zipcode: '',
    });
    const shownWith = result.current[0];
    rerender({ drawn: [zipLeft, medicareShown], stepId: 'medicare', zipcode: '90210' });
    expect(result.current[0]).toBe(shownWith);
    expect(result.current[1]).toEqual(viewWith('medicare', '90210'));
  });

  it('forgets a step taken down: drawn hidden again, it starts from the answers as they are now', () => {
    const { result, rerender } = drawnViews({ drawn: [zipShown], stepId: 'zip', zipcode: '' });
    rerender({ drawn: [zipLeft, medicareShown], stepId: 'medicare', zipcode: '90210' });
    rerender({ drawn: [medicareShown], stepId: 'medicare', zipcode: '90210' });
    // useStepsDrawn gives it a new key; under the same one, what was kept for it would show.
    rerender({ drawn: [zipLeft, medicareShown], stepId: 'medicare', zipcode: '90210' });
    expect(result.current[0]).toEqual(viewWith('zip', '90210'));
  });
});
