/** Props of {@link StepHeading}. */
export interface StepHeadingProps {
  /** Element id, named by the form's `aria-labelledby`; the page focuses it on step change. */
  readonly id: string;
  readonly title: string;
  readonly description?: string | undefined;
  /** 1 when the step is the page (the quiz pages); 2 under a campaign page's own headline. */
  readonly level?: 1 | 2;
}

/** The step's title (the page's `h1`, focusable by script) and its optional description. */
export function StepHeading({ id, title, description, level = 1 }: StepHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="step-header">
      <Heading id={id} tabIndex={-1} className="step-title">
        {title}
      </Heading>
      {description && <p className="step-description">{description}</p>}
    </header>
  );
}
