// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import loadFunnelModule from 'virtual:funnels';
import type { ChatExchange } from '../../engine/funnel/chat/chatTranscript';
import { typingPauseMs } from '../../engine/funnel/chat/chatTypingPause';
import { loadedFunnelOf, type LoadedFunnel } from '../../engine/funnel/compiler/loadedFunnel';
import { ChatFunnel, type ChatFunnelProps } from './ChatFunnel';
import { copyFor } from '../../engine/copy/copyFor';

let medicare: LoadedFunnel;
beforeAll(async () => {
  medicare = loadedFunnelOf((await loadFunnelModule('medicare'))!);
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const zipAnswered: ChatExchange[] = [
  { step: 'zip', question: 'What is your ZIP code?', answer: '90210' },
];

function props(stepId: string, overrides: Partial<ChatFunnelProps> = {}): ChatFunnelProps {
  const step = medicare.funnel.steps[stepId]!;
  return {
    step,
    transcript: [],
    progressMax: medicare.funnel.progressMax,
    language: 'english',
    copy: copyFor('english').funnel,
    chatCopy: copyFor('english').chat,
    brandName: 'Medicare Tips',
    validator: medicare.validators[stepId],
    initialValues: {},
    phone: '18005550100',
    leased: false,
    onSubmit: vi.fn(),
    onSkip: vi.fn(),
    onEdit: vi.fn(),
    onQuestionShown: vi.fn(),
    ...overrides,
  };
}

const question = (name: string) => screen.queryByRole('heading', { name });

describe('ChatFunnel', () => {
  it('asks the first question at once, after the greeting, in a form named by it', () => {
    render(<ChatFunnel {...props('zip')} />);
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).queryByText(copyFor('english').chat.greeting)).not.toBeNull();
    expect(
      within(log).queryByRole('heading', { level: 2, name: 'What is your ZIP code?' }),
    ).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'What is your ZIP code?' })).not.toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
  });

  it('waits for the typing pause before a new question, then says it is shown', () => {
    const first = props('zip');
    const { rerender } = render(<ChatFunnel {...first} />);
    const next = props('medicare', {
      transcript: zipAnswered,
      onQuestionShown: first.onQuestionShown,
    });
    rerender(<ChatFunnel {...next} />);
    // The answer is in the conversation at once; the question is still being "typed".
    expect(within(screen.getByRole('log')).queryByText('90210')).not.toBeNull();
    expect(question('Do you have Medicare Part A and Part B?')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(typingPauseMs('Do you have Medicare Part A and Part B?', false) - 1);
    });
    expect(question('Do you have Medicare Part A and Part B?')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(question('Do you have Medicare Part A and Part B?')).not.toBeNull();
    expect(
      screen.queryByRole('form', { name: 'Do you have Medicare Part A and Part B?' }),
    ).not.toBeNull();
    expect(first.onQuestionShown).toHaveBeenLastCalledWith('medicare');
  });

  it('asks at once when the visitor prefers reduced motion', () => {
    const { rerender } = render(<ChatFunnel {...props('zip', { reducedMotion: true })} />);
    rerender(
      <ChatFunnel {...props('medicare', { transcript: zipAnswered, reducedMotion: true })} />,
    );
    expect(question('Do you have Medicare Part A and Part B?')).not.toBeNull();
  });

  it('shows a question met again (back, or an edit) at once, and cancels a pending pause', () => {
    const { rerender } = render(<ChatFunnel {...props('medicare', { transcript: zipAnswered })} />);
    rerender(<ChatFunnel {...props('zip')} />);
    expect(question('What is your ZIP code?')).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'What is your ZIP code?' })).not.toBeNull();
    // Forward again (typing), then back before the pause ends: the pending question never shows.
    rerender(<ChatFunnel {...props('medicare', { transcript: zipAnswered })} />);
    rerender(<ChatFunnel {...props('zip')} />);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(question('Do you have Medicare Part A and Part B?')).toBeNull();
  });

  it('answers with a button, skips, and edits an earlier answer', () => {
    const given = props('medicare', { transcript: zipAnswered });
    render(<ChatFunnel {...given} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(given.onSubmit).toHaveBeenCalledWith({ haveMedicare: true });
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(given.onSkip).toHaveBeenCalledOnce();
    fireEvent.click(
      screen.getByRole('button', { name: 'Edit your answer: What is your ZIP code?' }),
    );
    expect(given.onEdit).toHaveBeenCalledWith('zip');
  });

  it('marks the answer given last time when a question is asked again', () => {
    render(<ChatFunnel {...props('medicare', { initialValues: { haveMedicare: false } })} />);
    expect(screen.queryByRole('button', { name: 'No (your previous answer)' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeNull();
  });

  it("validates the composer on blur and on submit with the funnel's message, never per keystroke", async () => {
    const given = props('zip');
    render(<ChatFunnel {...given} />);
    const zip = screen.getByLabelText('ZIP code');
    fireEvent.change(zip, { target: { value: '123' } });
    expect(screen.queryByText('Please enter a 5-digit ZIP code.')).toBeNull();
    fireEvent.blur(zip);
    await act(() => vi.runAllTimersAsync());
    expect(screen.queryByText('Please enter a 5-digit ZIP code.')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(() => vi.runAllTimersAsync());
    expect(given.onSubmit).not.toHaveBeenCalled();
    fireEvent.change(zip, { target: { value: '90210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(() => vi.runAllTimersAsync());
    expect(given.onSubmit).toHaveBeenCalledWith({ zipcode: '90210' });
  });

  it('ends with the call screen: the availability and the number to call', () => {
    render(
      <ChatFunnel
        {...props('call', {
          transcript: zipAnswered,
          phone: '18885550210',
          leased: true,
          demand: { isLowBid: true, raw: {} },
        })}
      />,
    );
    expect(question('Great news! Plans are available in your area.')).not.toBeNull();
    expect(screen.getByRole('link', { name: '1-888-555-0210' }).getAttribute('href')).toBe(
      'tel:+18885550210',
    );
    expect(screen.queryByText(copyFor('english').funnel.lowBid)).not.toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('8');
  });

  it("says a consent step's disclosure in full as the assistant's message, describing the composer's \"I agree\" button", () => {
    const text =
      'By checking the boxes above I agree that Medicare Tips and A, B and C may call me.';
    render(
      <ChatFunnel
        {...props('consent', { transcript: zipAnswered, disclosure: text, reducedMotion: true })}
      />,
    );
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText(text).id).toBe('consent-disclosure');
    const agree = screen.getByRole('button', { name: 'I agree, show my options' });
    expect(agree.getAttribute('aria-describedby')).toBe('consent-disclosure');
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.checked)).toEqual([false, false, false]);
  });
});
