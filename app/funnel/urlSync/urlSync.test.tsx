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
import {
  compileFunnel,
  currentStep,
  type CompiledFunnel,
} from '../../../engine/funnel/compiler/compileFunnel';
import { parseFunnel } from '../../../engine/funnel/compiler/parseFunnel';
import { quietEffects } from '../../../testing/quietEffects';
import type { FunnelActor } from '../funnelActor';
import { UrlFollowsMachine } from './UrlFollowsMachine';
import { useGoToStepUrl } from './useGoToStepUrl';

const zip = {
  type: 'regular',
  title: 'Zip',
  fields: { zipcode: { $ref: 'fields#/zipcode' } },
  required: ['zipcode'],
} as const;

const fourSteps = compileFunnel(
  parseFunnel({
    id: 'four-steps',
    version: 1,
    product: 'medicare',
    initial: 'intro',
    steps: {
      intro: { type: 'auxiliary', title: 'Intro', fields: {}, next: 'zip' },
      zip: { ...zip, next: 'name' },
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

// A step's `navigation.keepQuery: false` (spec section 2: moving between steps "may keep query
// parameters"): leaving it drops the query from the next step's URL; the default keeps it.
const keepQuery = compileFunnel(
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
      zip: { ...zip, next: 'done' },
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

let edit: (step: string) => void = () => undefined;

function Page({ funnel, actor }: { readonly funnel: CompiledFunnel; readonly actor: FunnelActor }) {
  const stepId = useSelector(actor, currentStep);
  edit = useGoToStepUrl('/quiz/t');
  return <UrlFollowsMachine funnel={funnel} actor={actor} stepId={stepId} pagePath="/quiz/t" />;
}

/** The page at `url`, its funnel's machine running at `at`, under a real router over a memory history. */
function pageAt(
  url: string,
  { funnel = fourSteps, at }: { funnel?: CompiledFunnel; at?: string } = {},
) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  // What RouterProvider's transitioner does: the router loads each location the history moves to.
  router.history.subscribe(() => void router.load());
  const actor = createActor(funnel.machine.provide({ actors: quietEffects() }));
  actor.start();
  if (at) actor.send({ type: 'GOTO', step: at });
  render(
    <RouterContextProvider router={router}>
      <Page funnel={funnel} actor={actor} />
    </RouterContextProvider>,
  );
  return { router, history: router.history, actor, step: () => currentStep(actor.getSnapshot()) };
}

/** The frame the new step is painted in, then the task after it. */
const nextPaint = () => act(async () => vi.advanceTimersByTimeAsync(20));

describe('the URL follows the machine', () => {
  it('pushes the step the machine moved to after the next paint, through the router, and does not take its own push for a move', async () => {
    const { router, history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    expect(history.location.pathname).toBe('/quiz/t/intro');

    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/zip');
    expect(history.length).toBe(2);
    // No quiet push: the router's own state has the step too.
    expect(router.state.location.pathname).toBe('/quiz/t/zip');
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

  it('keepQuery false: leaving the step drops the query string from the next step’s URL', async () => {
    const { history, actor } = pageAt('/quiz/t/intro?utm_campaign=spring&afid=7', {
      funnel: keepQuery,
    });
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/zip');
    expect(history.location.search).toBe('');
  });

  it('keepQuery true (the default): leaving the step keeps it', async () => {
    const { history, actor } = pageAt('/quiz/t/zip?utm_campaign=spring&afid=7', {
      funnel: keepQuery,
      at: 'zip',
    });
    act(() => actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } }));
    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/done');
    expect(history.location.search).toBe('?utm_campaign=spring&afid=7');
  });
});

describe('the machine follows the URL', () => {
  it('goes back a step with Back, at once', async () => {
    const { history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    act(() => history.back());
    expect(history.location.pathname).toBe('/quiz/t/intro');
    expect(step()).toBe('intro');
  });

  it('a Back pressed before the URL caught up goes to the step seen before, not one further', async () => {
    const { history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/zip');
    // `name` is on screen; its URL waits for the paint when Back is pressed.
    act(() => actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } }));
    act(() => history.back());
    expect(step()).toBe('zip');
    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/zip');
    act(() => history.back());
    expect(step()).toBe('intro');
  });

  it('a page entered at a step the machine is not on moves the machine there (a link to a step)', () => {
    const { step } = pageAt('/quiz/t/name', { at: 'zip' });
    expect(step()).toBe('name');
  });

  it('a link to the page itself, once in it, goes to the first step and the URL names it', async () => {
    const { router, history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    act(() => void router.navigate({ href: '/quiz/t' }));
    expect(step()).toBe('intro');
    await nextPaint();
    expect(history.location.pathname).toBe('/quiz/t/intro');
  });

  it('an Edit (the chat’s) goes through the URL: the machine follows, and Back returns to the step left', async () => {
    const { history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    act(() => actor.send({ type: 'SUBMIT', values: { zipcode: '90210' } }));
    await nextPaint();
    act(() => edit('zip'));
    expect(history.location.pathname).toBe('/quiz/t/zip');
    expect(step()).toBe('zip');
    act(() => history.back());
    expect(step()).toBe('name');
  });

  it('does nothing when the URL is on another page (a navigation away)', async () => {
    const { router, history, actor, step } = pageAt('/quiz/t/intro');
    act(() => actor.send({ type: 'SUBMIT', values: {} }));
    await nextPaint();
    act(() => void router.navigate({ href: '/compare-auto' }));
    await nextPaint();
    expect(step()).toBe('zip');
    expect(history.location.pathname).toBe('/compare-auto');
  });
});
