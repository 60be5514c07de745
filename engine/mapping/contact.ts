/**
 * `contact` as the provider receives it: the person's first and last name, trimmed and joined
 * by a space ("Maria Garcia"); undefined when neither is known.
 */
export function contactOf(
  firstName: string | undefined,
  lastName: string | undefined,
): string | undefined {
  const name = [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
  return name === '' ? undefined : name;
}

/** Gender as the provider codes it: M, F or X (non-binary). */
export function genderCode(
  gender: 'male' | 'female' | 'non-binary' | undefined,
): 'M' | 'F' | 'X' | undefined {
  if (gender === undefined) return undefined;
  return ({ male: 'M', female: 'F', 'non-binary': 'X' } as const)[gender];
}
