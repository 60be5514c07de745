/** Props of {@link StepHeading}. */
export interface StepHeadingProps {
  /** Element id, named by the form's `aria-labelledby`; the page focuses it on step change. */
  readonly id: string;
  readonly title: string;
  readonly description?: string | undefined;
}

/** The step's title (the page's `h1`, focusable by script) and its optional description. */
export function StepHeading({ id, title, description }: StepHeadingProps) {
  return (
    <header className="step-header">
      <h1 id={id} tabIndex={-1} className="step-title">
        {title}
      </h1>
      {description && <p className="step-description">{description}</p>}
    </header>
  );
}
