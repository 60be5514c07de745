import type { ReactNode } from 'react';

/** The step's fields, without a fieldset: the step heading already names the group. */
export function FieldList({ children }: { readonly children: ReactNode }) {
  return <div className="fields">{children}</div>;
}
