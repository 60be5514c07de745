import type { WidgetProps } from '@rjsf/utils';
import { answerText } from '../stepFields/fieldsOf';
import { HiddenInput } from '../stepFields/HiddenInput';

/** RJSF's hidden widget as the shared hidden input. */
export function HiddenWidget({ id, htmlName, value }: WidgetProps) {
  return <HiddenInput id={id} name={htmlName || id} text={answerText(value)} />;
}
