import type { Reporter } from '~/api/reporter/entities';
import type { Works } from '~/features/ui/works/works';

/** The reporter page's data: the card and one page of the tab asked for. */
export interface ReporterData extends Works {
  reporter: Reporter;
}
