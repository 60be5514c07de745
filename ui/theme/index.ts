import type { TemplatesType, RegistryWidgetsType } from '@rjsf/utils';
import { FieldErrorTemplate } from './FieldErrorTemplate';
import { FieldTemplate } from './FieldTemplate';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { RadioWidget } from './RadioWidget';
import { SelectWidget } from './SelectWidget';

/** Our RJSF theme: the templates and widgets that differ from RJSF's plain HTML ones. */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
};
export const widgets: RegistryWidgetsType = { RadioWidget, SelectWidget };
