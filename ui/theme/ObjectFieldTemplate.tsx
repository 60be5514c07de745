import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { FieldList } from '../stepFields/FieldList';

/** RJSF's object field as the shared field list. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <FieldList>{properties.map((property) => property.content)}</FieldList>;
}
