import type { StepForm } from '../../engine/funnel/stepForm';
import { fieldsOf } from './fieldsOf';

/**
 * Whether the light renderer draws this step form exactly as RJSF with our theme would: every
 * field is one of the field library's kinds with hints it understands. Other forms go to RJSF,
 * which stays the general renderer.
 */
export function canRenderLight(form: StepForm): boolean {
  return fieldsOf(form) !== undefined;
}
