import { fieldLibrary, type FieldName } from '../../../schemas/fieldLibrary';

type Schema = Readonly<Record<string, unknown>>;

/** Whether a value passes a field's own rule (the subset of JSON Schema the library uses). */
function fieldAccepts(field: FieldName, value: unknown): boolean {
  const schema: Schema = fieldLibrary[field].schema;
  if (Array.isArray(schema.oneOf))
    return (schema.oneOf as { const: unknown }[]).some((option) => option.const === value);
  switch (schema.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || (schema.type === 'integer' && !Number.isInteger(value)))
        return false;
      return (
        !(typeof schema.minimum === 'number' && value < schema.minimum) &&
        !(typeof schema.maximum === 'number' && value > schema.maximum)
      );
    }
    case 'string': {
      if (typeof value !== 'string') return false;
      if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
      if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
      return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value);
    }
    default:
      return false;
  }
}

/**
 * Answers worth trying when asking "can a condition about this field ever match?": every value
 * of a closed field (yes/no, a list), otherwise the field's examples plus the values and bounds
 * the conditions name. A skipped answer (null) is always possible.
 */
export function probeValues(field: FieldName, named: readonly unknown[]): unknown[] {
  const schema: Schema = fieldLibrary[field].schema;
  const closed = Array.isArray(schema.oneOf)
    ? (schema.oneOf as { const: unknown }[]).map((option) => option.const)
    : schema.type === 'boolean'
      ? [true, false]
      : undefined;
  const candidates = closed ?? [
    ...fieldLibrary[field].examples,
    ...named,
    schema.minimum,
    schema.maximum,
  ];
  return [null, ...candidates.filter((value) => value !== undefined && fieldAccepts(field, value))];
}
