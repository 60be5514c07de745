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
import { settleQuietPushesWhenIdle } from '../site/quietStepPush';
import type { FunnelActor } from './funnelActor';
import { UrlFollowsMachine } from './UrlFollowsMachine';

// A step's `navigation.keepQuery: false` (spec section 2: moving between steps "may keep query
// parameters"): leaving it drops the query from the next step's URL; the default keeps it.
const funnel = compileFunnel(
  parseFunnel({
    id: 'keep-query',
    version: 1,
    product: 'medicare',
    initial: 'intro',
    steps: {
      intro: {
        type: 'auxiliary',
        title: 'Intro',
        fields: {},
        next: 'zip',
        navigation: { keepQuery: false },
      },
      zip: {
        type: 'regular',
        title: 'Zip',
        fields: { zipcode: { $ref: 'fields#/zipcode' } },
        required: ['zipcode'],
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
  return { history: router.history, actor };
}

const nextPaint = () => act(async () => vi.advanceTimersByTimeAsync(20));

describe('keepQuery', () => {
  it('false: leaving the step drops the query string from the next step’s URL', async () => {
    const { history, actor } = pageAt('/quiz/t/intro?utm_campaign=spring&afid=7');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/zip');
    expect(history.location.search).toBe('');
  });

  it('true (the default): leaving the step keeps it', async () => {
    const { history, actor } = pageAt('/quiz/t/zip?utm_campaign=spring&afid=7');
    act(() => actor.send({ type: 'GOTO', step: 'zip' }));
    act(() => actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } }));
    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/done');
    expect(history.location.search).toBe('?utm_campaign=spring&afid=7');
  });
});
