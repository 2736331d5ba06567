// A place from the browser as a reader reads it: degrees to five places (about a metre), north/south and east/west
// by sign, the same in every language (no map service is asked for a name: the machine may reach none).
import type { Coordinates } from '~/api/tipoff/entities';

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(5)}°${value < 0 ? negative : positive}`;

export function coordinates({ latitude, longitude }: Coordinates): string {
  return `${degrees(latitude, 'N', 'S')} ${degrees(longitude, 'E', 'W')}`;
}
