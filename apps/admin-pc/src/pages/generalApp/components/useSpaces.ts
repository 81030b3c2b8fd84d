/** The site's spaces as select options (id → name), loaded once per tab. */
import { generalApp } from '@campus/api';
import { useEffect, useState } from 'react';
import { call } from '@/services/api';

export function useSpaceOptions(): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    call(generalApp.manageSpaces, { current: 1, pageSize: 100 }, { silent: true }).then(
      (r) => setOptions(r.list.map((s) => ({ value: s.id, label: s.name }))),
      () => setOptions([]),
    );
  }, []);
  return options;
}
