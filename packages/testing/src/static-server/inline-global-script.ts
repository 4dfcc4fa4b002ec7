/**
 * Renders `<script>window[name] = value</script>` with the value as JSON that is safe inside an HTML
 * `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 are escaped so no value can close the element
 * or break the JavaScript.
 */
export function inlineGlobalScript(name: string, value: unknown): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
    throw new TypeError(`inlineGlobalScript: "${name}" is not a valid global name`);
  }
  const json = JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.${name}=${json};</script>`;
}
