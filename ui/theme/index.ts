import type { TemplatesType, RegistryWidgetsType } from '@rjsf/utils';
import { BaseInputTemplate } from './BaseInputTemplate';
import { CheckboxWidget } from './CheckboxWidget';
import { FieldErrorTemplate } from './FieldErrorTemplate';
import { FieldTemplate } from './FieldTemplate';
import { HiddenWidget } from './HiddenWidget';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { RadioWidget } from './RadioWidget';
import { SelectWidget } from './SelectWidget';

/**
 * Our RJSF theme: adapters from RJSF's template and widget props onto the components the light
 * renderer draws with (ui/stepFields), so both renderers give the same markup by construction.
 * Descriptions and help (which the light renderer never draws) keep RJSF's own templates; the
 * widgets report no focus events (RjsfStepForm gives Form no `onFocus`).
 */
export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
};
export const widgets: RegistryWidgetsType = {
  CheckboxWidget,
  HiddenWidget,
  RadioWidget,
  SelectWidget,
};
