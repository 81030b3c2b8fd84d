/** What the set-up tabs share: the site's categories, areas and workers, loaded once by the page. */
import type { RepairArea, RepairCategory, RepairWorker } from '@campus/api';

export interface SetupLists {
  categories: RepairCategory[];
  areas: RepairArea[];
  workers: RepairWorker[];
}

export const optionsOf = (list: { id: string; name: string }[]) => list.map((x) => ({ value: x.id, label: x.name }));
