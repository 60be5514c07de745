import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ChatCopy } from '../../engine/funnel/chat/chatCopy';
import { chatPromptOf } from '../../engine/funnel/chat/chatPrompt';
import type { CompiledStep } from '../../engine/funnel/compiler/compileFunnel';
import type { ChatExchange } from '../../engine/funnel/chat/chatTranscript';
import { startTypingPause, typingPauseMs } from '../../engine/funnel/chat/chatTypingPause';
import { LowBidResult } from '../LowBidResult';
import { PhoneCallToAction } from '../PhoneCallToAction';
import { ProgressBar } from '../ProgressBar';
import type { StepViewProps } from '../stepViewProps';
import { ChatChoices } from './ChatChoices';
import { ChatComposer } from './ChatComposer';
import './ChatFunnel.css';
import { ChatMessage } from './ChatMessage';

/** Props of {@link ChatFunnel}: the step's view, and the conversation around it. */
export interface ChatFunnelProps extends StepViewProps {
  /** The questions answered on the way here (`chatTranscript`). */
  readonly transcript: readonly ChatExchange[];
  /** The chat's own words. */
  readonly chatCopy: ChatCopy;
  /** Whose assistant this is (the brand's name), in the chat's title. */
  readonly brandName: string;
  /** The visitor asked for reduced motion: no typing pause, no animation. */
  readonly reducedMotion?: boolean;
  /** The visitor wants to change an earlier answer: go back to that step. */
  readonly onEdit: (step: string) => void;
  /** A question (or the call screen) appeared, after its typing pause: the page moves focus to it. */
  readonly onQuestionShown?: (step: string) => void;
  /** What the page adds (the exit-intent popup). */
  readonly children?: ReactNode;
}

/** The id of a question's heading: the form's name, and where focus goes when it appears. */
const questionId = (step: string) => `${step}-title`;
/** The id of a consent step's disclosure message (it describes the composer's submit button). */
const disclosureId = (step: string) => `${step}-disclosure`;

/**
 * The chat state of the step: which step it shows, and whether the assistant is still "typing"
 * it. A new question waits for its typing pause; a question met again (back, or an edit) shows at once.
 */
function useTypingPause(
  step: CompiledStep,
  transcript: readonly ChatExchange[],
  reducedMotion: boolean,
): boolean {
  const [state, setState] = useState({
    step: step.id,
    asked: transcript.map((exchange) => exchange.step),
    typing: false,
  });
  let current = state;
  if (state.step !== step.id) {
    // Adjusted during render (not in an effect), so no frame shows the question before its pause.
    const revisit = state.asked.includes(step.id);
    current = {
      step: step.id,
      asked: transcript.map((exchange) => exchange.step),
      typing: !revisit && typingPauseMs(step.title, reducedMotion) > 0,
    };
    setState(current);
  }
  const { typing } = current;
  useEffect(() => {
    if (!typing) return;
    return startTypingPause(typingPauseMs(step.title, reducedMotion), () =>
      setState((now) => (now.step === step.id ? { ...now, typing: false } : now)),
    );
  }, [typing, step.id, step.title, reducedMotion]);
  return typing;
}

/**
 * A funnel as a conversation: the assistant asks one question per message, the visitor's
 * answers appear as their own bubbles (each with Edit), a new question follows a short typing
 * pause, answers are given with buttons or typed in the composer, and the conversation ends in
 * the call screen. The conversation is a `log` region, so screen readers hear each new message.
 */
export function ChatFunnel(props: ChatFunnelProps) {
  const {
    step,
    transcript,
    progressMax,
    language,
    copy,
    chatCopy,
    brandName,
    busy = false,
    reducedMotion = false,
    onEdit,
    onQuestionShown,
    children,
  } = props;
  const titleId = useId();
  const typing = useTypingPause(step, transcript, reducedMotion);
  const end = useRef<HTMLDivElement>(null);
  const firstQuestion = useRef(true);

  useEffect(() => {
    if (typing) return;
    onQuestionShown?.(step.id);
    // Each new question brings the composer (or the call button) into view, as chats do.
    if (firstQuestion.current) firstQuestion.current = false;
    else
      end.current?.scrollIntoView?.({
        block: 'nearest',
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
  }, [typing, step.id, onQuestionShown, reducedMotion]);

  const messages = [
    <ChatMessage key="greeting" from="assistant">
      <p className="chat-text">{chatCopy.greeting}</p>
    </ChatMessage>,
    ...transcript.flatMap((exchange) => [
      <ChatMessage key={`q-${exchange.step}`} from="assistant">
        <Question
          id={questionId(exchange.step)}
          title={exchange.question}
          description={exchange.description}
        />
      </ChatMessage>,
      <ChatMessage
        key={`a-${exchange.step}`}
        from="visitor"
        speaker={chatCopy.youSaid}
        edit={{
          text: chatCopy.edit,
          label: chatCopy.editAnswer(exchange.question),
          disabled: busy,
          onEdit: () => onEdit(exchange.step),
        }}
      >
        <p className={`chat-text${exchange.answer === null ? ' chat-text-skipped' : ''}`}>
          {exchange.answer ?? chatCopy.skipped}
        </p>
      </ChatMessage>,
    ]),
    typing ? (
      <div key="typing" className="chat-row chat-row-assistant" aria-hidden="true">
        <div className="chat-bubble chat-bubble-assistant chat-typing">
          <span />
          <span />
          <span />
        </div>
      </div>
    ) : (
      <ChatMessage key={`q-${step.id}`} from="assistant" wide={step.type === 'final'}>
        <Question id={questionId(step.id)} title={step.title} description={step.description} />
        {props.disclosure !== undefined && step.type !== 'final' && (
          <p
            className="chat-description step-disclosure"
            id={disclosureId(step.id)}
            data-consent-disclosure=""
          >
            {props.disclosure}
          </p>
        )}
        {step.type === 'final' && (
          <div className="chat-call">
            {props.demand && (
              <LowBidResult isLowBid={props.demand.isLowBid} raw={props.demand.raw} copy={copy} />
            )}
            <PhoneCallToAction
              phone={props.phone}
              leased={props.leased}
              lead={copy.callLead}
              leasedNote={copy.leasedNote}
            />
          </div>
        )}
      </ChatMessage>
    ),
  ];

  return (
    <section
      className="chat"
      aria-labelledby={titleId}
      lang={language === 'spanish' ? 'es' : 'en'}
      data-reduced-motion={reducedMotion || undefined}
    >
      <header className="chat-header">
        <span className="chat-avatar" aria-hidden="true">
          {brandName.charAt(0)}
        </span>
        <div>
          <p id={titleId} className="chat-title">
            {chatCopy.title(brandName)}
          </p>
          <p className="chat-status">{chatCopy.status}</p>
        </div>
      </header>
      <ProgressBar value={step.progress} max={progressMax} label={copy.progress} />
      <div className="chat-log" role="log" aria-live="polite" aria-label={chatCopy.conversation}>
        {messages}
      </div>
      <div className="chat-composer">{!typing && <Answering {...props} busy={busy} />}</div>
      <div ref={end} />
      {children}
    </section>
  );
}

/** A question in the assistant's bubble: its heading (named by the form, focused when it appears). */
function Question({
  id,
  title,
  description,
}: {
  readonly id: string;
  readonly title: string;
  readonly description?: string | undefined;
}) {
  return (
    <>
      <h2 id={id} className="chat-question" tabIndex={-1}>
        {title}
      </h2>
      {description && <p className="chat-description">{description}</p>}
    </>
  );
}

/** How the visitor answers the current question: buttons, or the composer. */
function Answering({
  step,
  chatCopy,
  validator,
  initialValues,
  busy,
  refusal,
  onSubmit,
  onSkip,
  onFieldChange,
  disclosure,
}: ChatFunnelProps) {
  if (step.type === 'final') return null;
  const prompt = chatPromptOf(step);
  if (prompt.kind === 'choices') {
    return (
      <>
        <ChatChoices
          labelledBy={questionId(step.id)}
          options={prompt.options}
          previous={initialValues[prompt.field]}
          previousLabel={chatCopy.previousAnswer}
          skipLabel={step.skippable ? step.form.skipLabel : undefined}
          busy={busy ?? false}
          onChoose={(value) => onSubmit({ [prompt.field]: value })}
          onSkip={onSkip}
        />
        {refusal && (
          <p className="step-refusal" role="alert">
            {refusal}
          </p>
        )}
      </>
    );
  }
  if (!validator) return null;
  return (
    <ChatComposer
      key={step.id}
      stepId={step.id}
      labelledBy={questionId(step.id)}
      form={step.form}
      validator={validator}
      initialValues={initialValues}
      skippable={step.skippable}
      busy={busy ?? false}
      refusal={refusal}
      onSubmit={onSubmit}
      onSkip={onSkip}
      onFieldChange={onFieldChange}
      disclosureId={disclosure === undefined ? undefined : disclosureId(step.id)}
    />
  );
}
