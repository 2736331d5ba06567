/** The config's theme colour as a CSS value, only when it is a plain hex colour (it lands in a style attribute). */
export function brandColour(value: string): string | undefined {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : undefined;
}
