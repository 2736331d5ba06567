// Local until app/lib offers the spec's count display (§5): below 1000 as is, then thousands
// with 'k+', from 10000 ten-thousands with 'w+'.
export function countText(count: number): string {
  if (count < 1000) return String(Math.max(0, Math.floor(count)));
  if (count < 10_000) return `${Math.floor(count / 1000)}k+`;
  return `${Math.floor(count / 10_000)}w+`;
}
