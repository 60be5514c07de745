import { useRef, type ReactNode } from 'react';
import { LowBidResult } from './LowBidResult';
import { PhoneCallToAction } from './PhoneCallToAction';
import { ProgressBar } from './ProgressBar';
import { StepForm } from './StepForm';
import { StepHeading } from './StepHeading';
import type { StepViewProps } from './stepViewProps';
import { useLaidOutWhileHidden } from './useLaidOutWhileHidden';

/** Props of {@link FunnelStepView}: the step's view, and where it sits. */
export interface FunnelStepViewProps extends StepViewProps {
  /** What the page adds (the exit-intent popup). */
  readonly children?: ReactNode;
  /** `main` when the funnel is the page; `section` inside a campaign page (which has its own main and h1). */
  readonly as?: 'main' | 'section';
  /**
   * Drawn ahead of the visitor (the next question), not shown yet: out of sight, of the focus
   * order and of the accessibility tree, with its style and layout worked out ahead.
   */
  readonly hidden?: boolean;
}

/** One funnel step as visitors see it: progress, then the question form or the final call screen. */
export function FunnelStepView({
  step,
  progressMax,
  language,
  copy,
  validator,
  initialValues,
  busy = false,
  refusal,
  phone,
  leased,
  demand,
  onSubmit,
  onSkip,
  onFieldChange,
  children,
  as: Root = 'main',
  disclosure,
  hidden = false,
}: FunnelStepViewProps) {
  const headingLevel = Root === 'main' ? 1 : 2;
  const root = useRef<HTMLElement>(null);
  useLaidOutWhileHidden(root, hidden);
  return (
    <Root
      ref={root}
      className="quiz"
      hidden={hidden}
      aria-hidden={hidden || undefined}
      lang={language === 'spanish' ? 'es' : 'en'}
      {...(Root === 'section' && { 'aria-labelledby': `${step.id}-title` })}
    >
      <ProgressBar value={step.progress} max={progressMax} label={copy.progress} />
      {step.type === 'final' ? (
        <div className="step">
          <StepHeading
            id={`${step.id}-title`}
            title={step.title}
            description={step.description}
            level={headingLevel}
          />
          {demand && <LowBidResult isLowBid={demand.isLowBid} raw={demand.raw} copy={copy} />}
          <PhoneCallToAction
            phone={phone}
            leased={leased}
            lead={copy.callLead}
            leasedNote={copy.leasedNote}
          />
        </div>
      ) : (
        <StepForm
          key={step.id}
          stepId={step.id}
          title={step.title}
          description={step.description}
          form={step.form}
          validator={validator!}
          initialValues={initialValues}
          skippable={step.skippable}
          busy={busy}
          refusal={refusal}
          onSubmit={onSubmit}
          onSkip={onSkip}
          onFieldChange={onFieldChange}
          headingLevel={headingLevel}
          disclosure={disclosure}
        />
      )}
      {children}
    </Root>
  );
}
