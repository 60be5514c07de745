// Local stand-ins of the consent scripts (never the internet in tests), served for their real
// URLs by tests/e2e/fixtures.ts. They behave as PITFALLS "Consent scripts" says the real ones do.

/**
 * TrustedForm's certify script: every form present when it runs gets a hidden
 * `xxTrustedFormCertUrl` input, one certificate URL per page instance; a later form gets nothing.
 */
export const TRUSTED_FORM_STAND_IN = `(() => {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const cert = \`https://cert.trustedform.com/\${hex}\`;
  document.querySelectorAll('form').forEach((form, index) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'xxTrustedFormCertUrl';
    input.id = \`xxTrustedFormCertUrl_\${index}\`;
    input.value = cert;
    form.append(input);
  });
})();`;

/** Jornaya's LeadiD campaign script: a 36-character GUID in the hidden input `#leadid_token` when it loads. */
export const LEADID_STAND_IN = `(() => {
  const token = crypto.randomUUID().toUpperCase();
  let input = document.getElementById('leadid_token');
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.id = 'leadid_token';
    input.name = 'universal_leadid';
    (document.forms[0] ?? document.body).append(input);
  }
  input.value = token;
})();`;
