import { useEffect, useState } from 'react';
import { StepForm } from '../../../ui/StepForm';
import { loadFunnel, type LoadedFunnel } from '../../funnel/funnelRegistry';

/** The medicare funnel's ZIP code step, as the gallery's step form: it validates, it submits nowhere. */
export function ShowcaseStepForm() {
  const [loaded, setLoaded] = useState<LoadedFunnel | undefined>();
  useEffect(() => {
    let live = true;
    void loadFunnel('medicare')?.then((funnel) => {
      if (live) setLoaded(funnel);
    });
    return () => {
      live = false;
    };
  }, []);
  const step = loaded?.funnel.steps.zip;
  const validator = loaded?.validators.zip;
  if (!step || step.type === 'final' || !validator) return <div className="quiz-placeholder" />;
  return (
    <StepForm
      stepId="showcase-zip"
      title={step.title}
      description={step.description}
      form={step.form}
      validator={validator}
      initialValues={{}}
      skippable={step.skippable}
      headingLevel={2}
      onSubmit={() => undefined}
      onSkip={() => undefined}
    />
  );
}
