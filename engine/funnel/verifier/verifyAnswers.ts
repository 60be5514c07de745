import { effectCatalogue } from '../../../schemas/effects';
import { routingOnlyFields, type FieldName } from '../../../schemas/fieldLibrary';
import { formFields } from '../../../schemas/formFields';
import type { FunnelDefinition, QuestionStep } from '../../../schemas/funnel';
import { transitionsOf } from '../compiler/nextSteps';
import { toJsonPointer } from '../compiler/parseFunnel';
import type { FunnelFinding } from './funnelFinding';

const refName = (ref: string) => ref.slice('fields#/'.length) as FieldName;

function describeForm(product: FunnelDefinition['product']): string {
  if (product === 'auto') {
    return 'zipcode, currentlyInsured, currentCompany, homeowner, interestedInHomeInsurance, driver1…driver3 + FirstName, LastName, Gender, MaritalStatus, Dob (or DobDay, DobMonth, DobYear), Email, Phone, Address, Address2, CreditRating, Sr22, MilitaryAffiliation, LicenseStatus, vehicle1…vehicle3 + Year, Make, Model';
  }
  return Object.keys(formFields[product]).join(', ');
}

/**
 * Every answer a step asks must belong to the funnel's product form, through the library field
 * the provider mapping reads it as; routing-only questions ("add another driver?") are exempt.
 */
export function verifyFormFields(funnel: FunnelDefinition): FunnelFinding[] {
  const findings: FunnelFinding[] = [];
  const form = formFields[funnel.product];
  for (const [id, step] of Object.entries(funnel.steps)) {
    if (step.type === 'final') continue;
    for (const [name, ref] of Object.entries(step.fields)) {
      const field = refName(ref.$ref);
      if (routingOnlyFields.has(field)) continue;
      const pointer = toJsonPointer(['steps', id, 'fields', name]);
      const expected = form[name];
      if (expected === undefined) {
        findings.push({
          severity: 'error',
          pointer,
          message: `"${name}" is not an answer of the ${funnel.product} form, so the provider mapping would never send it. Use one of: ${describeForm(funnel.product)}.`,
        });
      } else if (expected !== field) {
        findings.push({
          severity: 'error',
          pointer: `${pointer}/$ref`,
          message: `"${name}" must use "fields#/${expected}" (it uses "${ref.$ref}"): the provider mapping reads it as that field.`,
        });
      }
    }
  }
  return findings;
}

/** Answers a step is sure to have once submitted: required, on a step that cannot be skipped. */
function surelyGiven(step: QuestionStep): string[] {
  return step.skippable ? [] : step.required;
}

/**
 * Inputs before effects: an effect that needs an answer (the demand check needs the ZIP code)
 * runs only where every path from the initial step has asked for it (required, not skippable).
 * A forward "must" data-flow: what is given on entering a step is what every way in gives.
 */
export function verifyEffectInputs(
  funnel: FunnelDefinition,
  reachable: ReadonlySet<string>,
): FunnelFinding[] {
  const universe = new Set(
    Object.values(funnel.steps).flatMap((step) =>
      step.type === 'final' ? [] : Object.keys(step.fields),
    ),
  );
  const givenOnEntry = new Map<string, Set<string>>();
  for (const id of reachable)
    givenOnEntry.set(id, id === funnel.initial ? new Set() : new Set(universe));

  for (let changed = true; changed;) {
    changed = false;
    for (const id of reachable) {
      const step = funnel.steps[id];
      if (!step || step.type === 'final') continue;
      const out = new Set([...(givenOnEntry.get(id) ?? []), ...surelyGiven(step)]);
      for (const { to } of transitionsOf(step)) {
        const entry = givenOnEntry.get(to);
        if (!entry) continue;
        for (const name of entry) {
          if (!out.has(name)) {
            entry.delete(name);
            changed = true;
          }
        }
      }
    }
  }

  const findings: FunnelFinding[] = [];
  for (const id of reachable) {
    const step = funnel.steps[id];
    if (!step) continue;
    const entry = givenOnEntry.get(id) ?? new Set<string>();
    const lists =
      step.type === 'final'
        ? { onEnter: step.onEnter }
        : { onEnter: step.onEnter, onSubmit: step.onSubmit };
    for (const [list, effects] of Object.entries(lists) as [
      string,
      readonly (keyof typeof effectCatalogue)[],
    ][]) {
      for (const [index, effect] of effects.entries()) {
        // A submit effect also sees the answers of its own step.
        const available =
          list === 'onSubmit' && step.type !== 'final'
            ? new Set([...entry, ...Object.keys(step.fields)])
            : entry;
        for (const need of effectCatalogue[effect].needs) {
          if (available.has(need)) continue;
          findings.push({
            severity: 'error',
            pointer: toJsonPointer(['steps', id, list, index]),
            message: `"${effect}" needs the answer "${need}", but a path reaches step "${id}" without it. Ask for "${need}" (required, on a step that cannot be skipped) on every path before this step.`,
          });
        }
      }
    }
  }
  return findings;
}
