/**
 * The SHA-256 of a text (UTF-8) as 64 hex digits, with Web Crypto (the browser and Node alike).
 *
 * @example await sha256Hex('abc') // 'ba7816bf…'
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
