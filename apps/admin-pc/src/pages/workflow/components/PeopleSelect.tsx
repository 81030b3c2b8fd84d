/** People picked by a search of the site's users (audience.people), kept as `{ id, name }`. */
import { audienceOptions } from '@campus/api';
import { t } from '@campus/i18n';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { call } from '@/services/api';

export interface Person {
  id: string;
  name: string;
}

interface Props {
  value: Person[];
  onChange: (v: Person[]) => void;
  /** One person only (transfer, delegate, add a signer). */
  single?: boolean;
  testId?: string;
  status?: 'error';
}

export function PeopleSelect({ value, onChange, single = false, testId, status }: Props) {
  const [options, setOptions] = useState<{ value: string; label: string; name: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const seq = useRef(0);

  useEffect(() => {
    const k = keyword.trim();
    if (!k) return undefined;
    const timer = setTimeout(() => {
      const mine = ++seq.current;
      setLoading(true);
      call(audienceOptions.people, { keyword: k }, { silent: true })
        .then(
          (d) => mine === seq.current && setOptions(d.list.map((p) => ({ value: p.id, name: p.name, label: [p.name, p.number || p.username, p.className].filter(Boolean).join(' · ') }))),
          () => undefined,
        )
        .finally(() => mine === seq.current && setLoading(false));
    }, 250);
    return () => clearTimeout(timer);
  }, [keyword]);

  // What is picked stays listed (by name) even when the search no longer finds it.
  const known = new Map(options.map((o) => [o.value, o]));
  const all = [...options, ...value.filter((p) => !known.has(p.id)).map((p) => ({ value: p.id, label: p.name, name: p.name }))];
  const pick = (ids: string[]) =>
    onChange(ids.map((id) => ({ id, name: all.find((o) => o.value === id)?.name ?? value.find((p) => p.id === id)?.name ?? id })));

  return (
    <Select
      data-testid={testId}
      status={status}
      mode={single ? undefined : 'multiple'}
      showSearch
      allowClear
      filterOption={false}
      style={{ width: '100%', minWidth: 200 }}
      placeholder={t('adminWorkflow.people.search')}
      notFoundContent={loading ? <Spin size="small" /> : keyword.trim() ? t('adminWorkflow.people.none') : t('adminWorkflow.people.type')}
      options={all.map((o) => ({ value: o.value, label: o.label }))}
      value={single ? value[0]?.id : value.map((p) => p.id)}
      onSearch={setKeyword}
      onChange={(v: string | string[] | undefined) => pick(v === undefined ? [] : Array.isArray(v) ? v : [v])}
    />
  );
}
