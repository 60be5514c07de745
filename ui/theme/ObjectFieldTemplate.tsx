import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The step's fields, without a fieldset: the step heading already names the group. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="fields">{properties.map((property) => property.content)}</div>;
}
