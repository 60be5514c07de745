// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { compileFunnel, currentStep } from '../../engine/funnel/compiler/compileFunnel';
import { parseFunnel } from '../../engine/funnel/compiler/parseFunnel';
import { quietEffects } from '../../testing/quietEffects';
import { pushQuietly, settleQuietPushesWhenIdle } from '../site/quietStepPush';
import type { FunnelActor } from './funnelActor';
import { UrlFollowsMachine } from './UrlFollowsMachine';

const funnel = compileFunnel(
  parseFunnel({
    id: 'four-steps',
    version: 1,
    product: 'medicare',
    initial: 'intro',
    steps: {
      intro: { type: 'auxiliary', title: 'Intro', fields: {}, next: 'zip' },
      zip: {
        type: 'regular',
        title: 'Zip',
        fields: { zipcode: { $ref: 'fields#/zipcode' } },
        required: ['zipcode'],
        next: 'name',
      },
      name: {
        type: 'regular',
        title: 'Name',
        fields: { firstName: { $ref: 'fields#/firstName' } },
        next: 'done',
      },
      done: { type: 'final', title: 'Done' },
    },
  }),
);

beforeEach(() =>
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout', 'Date'],
  }),
);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Page({ actor }: { readonly actor: FunnelActor }) {
  const stepId = useSelector(actor, currentStep);
  return <UrlFollowsMachine funnel={funnel} actor={actor} stepId={stepId} pagePath="/quiz/t" />;
}

/** The page at `url`, its funnel's machine running, under a real router over a memory history. */
function pageAt(url: string) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  settleQuietPushesWhenIdle(router, 150);
  const actor = createActor(funnel.machine.provide({ actors: quietEffects() }));
  actor.start();
  render(
    <RouterContextProvider router={router}>
      <Page actor={actor} />
    </RouterContextProvider>,
  );
  return { history: router.history, actor, step: () => currentStep(actor.getSnapshot()) };
}

/** The frame the new step is painted in, then the task after it. */
const nextPaint = () => act(async () => vi.advanceTimersByTimeAsync(20));

describe('the URL follows the machine', () => {
  it('pushes the step the machine moved to after the next paint, and does not take its own push for a move', async () => {
    const { history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    expect(history.location.pathname).toBe('/quiz/t/intro');

    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/zip');
    expect(history.length).toBe(2);
    expect(step()).toBe('zip');
  });

  it('pushes each step in turn as the machine goes on', async () => {
    const { history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    act(() => actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } }));
    await nextPaint();
    expect(step()).toBe('name');
    expect(history.location.pathname).toBe('/quiz/t/name');
    expect(history.length).toBe(3);
  });

  it('replaces a URL that names no step with the step shown', async () => {
    const { history, step } = pageAt('/quiz/t');
    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/intro');
    expect(history.length).toBe(1);
    expect(step()).toBe('intro');
  });
});

describe('the machine follows the URL', () => {
  it('goes back a step with Back, at once, before the router settled the push', async () => {
    const { history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    act(() => history.back());
    expect(history.location.pathname).toBe('/quiz/t/intro');
    expect(step()).toBe('intro');
  });

  it('does nothing when the URL is on another page (a navigation away)', async () => {
    const { history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    act(() => pushQuietly({ history }, '/compare-auto', false));
    await nextPaint();
    expect(step()).toBe('zip');
    expect(history.location.pathname).toBe('/compare-auto');
  });
});
