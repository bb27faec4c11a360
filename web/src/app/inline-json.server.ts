/** A value as JSON that is safe inside an inline `<script>`: no `</script>` can end it early. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
