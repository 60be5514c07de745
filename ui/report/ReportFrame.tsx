import type { ReactNode } from 'react';
import './reportFrame.css';

/** Props of {@link ReportFrame}. */
export interface ReportFrameProps {
  readonly brandName: string;
  /** Forgets the token kept for this tab; absent while no token is kept. */
  readonly onForget?: (() => void) | undefined;
  readonly children: ReactNode;
}

/** The report page's frame: its title, the brand it is served on, and a way to forget the token. */
export function ReportFrame({ brandName, onForget, children }: ReportFrameProps) {
  return (
    <main className="report-page" id="main">
      <header className="report-header">
        <div>
          <h1>Funnel report</h1>
          <p className="report-muted">Served on {brandName}. Operators only.</p>
        </div>
        {onForget && (
          <button className="button button-secondary" type="button" onClick={onForget}>
            Forget token
          </button>
        )}
      </header>
      {children}
    </main>
  );
}
