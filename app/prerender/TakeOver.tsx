import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Calls `onCommit` once the app's first commit has replaced the prerendered markup (the outermost
 * layout effect runs after every child's), before the browser paints.
 */
export function TakeOver({
  onCommit,
  children,
}: {
  readonly onCommit: () => void;
  readonly children: ReactNode;
}) {
  // Once, with the first commit: the callback belongs to that moment only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => onCommit(), []);
  return children;
}
