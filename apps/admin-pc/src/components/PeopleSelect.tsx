/**
 * People or departments picked in a searchable Select and kept as `{ id, name }`: people through
 * the site's user search (audience.people), departments from the site's list (audience.options),
 * the endpoints the phone's pickers use. Workflow assignees and form fields share it.
 */
import { audienceOptions, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { call } from '@/services/api';

export interface Person {
  id: string;
  name: string;
}
export type PersonHit = OutputOf<typeof audienceOptions.people>['list'][number];

interface Props {
  value: Person[];
  onChange: (v: Person[]) => void;
  /** One only (transfer, delegate, add a signer; a form field that is not `multiple`). */
  single?: boolean;
  /** At most this many picks (multiple mode). */
  max?: number;
  disabled?: boolean;
  id?: string;
  testId?: string;
  status?: 'error';
}

interface Option {
  value: string;
  label: string;
  /** What is kept as the pick's `name`. */
  name: string;
}

/** The Select itself: `search` answers the options for a keyword (debounced; `eager` also for an empty one). */
function RefSelect(p: Props & { search: (keyword: string) => Promise<Option[]>; eager: boolean; texts: { placeholder: string; none: string; type: string } }) {
  const { value, search, eager } = p;
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const seq = useRef(0);

  useEffect(() => {
    const k = keyword.trim();
    if (!open || (!k && !eager)) return undefined;
    const timer = setTimeout(() => {
      const mine = ++seq.current;
      setLoading(true);
      search(k)
        .then((list) => mine === seq.current && setOptions(list), () => undefined)
        .finally(() => mine === seq.current && setLoading(false));
    }, 250);
    return () => clearTimeout(timer);
  }, [keyword, open, eager, search]);

  // What is picked stays listed (by name) even when the search no longer finds it.
  const known = new Map(options.map((o) => [o.value, o]));
  const all = [...options, ...value.filter((x) => !known.has(x.id)).map((x) => ({ value: x.id, label: x.name, name: x.name }))];
  const pick = (ids: string[]) => p.onChange(ids.map((id) => ({ id, name: all.find((o) => o.value === id)?.name ?? id })));

  return (
    <Select
      id={p.id}
      data-testid={p.testId}
      status={p.status}
      disabled={p.disabled}
      mode={p.single ? undefined : 'multiple'}
      maxCount={p.single ? undefined : p.max}
      showSearch
      allowClear
      filterOption={false}
      style={{ width: '100%', minWidth: 200 }}
      placeholder={p.texts.placeholder}
      notFoundContent={loading ? <Spin size="small" /> : keyword.trim() || eager ? p.texts.none : p.texts.type}
      options={all.map((o) => ({ value: o.value, label: o.label }))}
      value={p.single ? value[0]?.id : value.map((x) => x.id)}
      onOpenChange={setOpen}
      onSearch={setKeyword}
      onChange={(v: string | string[] | undefined) => pick(v === undefined ? [] : Array.isArray(v) ? v : [v])}
    />
  );
}

const plainName = (h: PersonHit) => h.name;

/** People matching a name, account or number; `nameOf` words what is kept (default: the name). */
export function PeopleSelect({ nameOf = plainName, ...p }: Props & { nameOf?: (h: PersonHit) => string }) {
  const [search] = useState(() => (k: string) =>
    call(audienceOptions.people, { keyword: k }, { silent: true }).then((d) =>
      d.list.map((h) => ({ value: h.id, name: nameOf(h), label: [h.name, h.number || h.username, h.className].filter(Boolean).join(' · ') })),
    ),
  );
  return <RefSelect {...p} search={search} eager={false} texts={{ placeholder: t('admin.people.search'), none: t('admin.people.none'), type: t('admin.people.type') }} />;
}

/** The site's departments, filtered by name as typed (the list is fetched once per picker). */
export function DepartmentSelect(p: Props) {
  const [search] = useState(() => {
    let list: Promise<Person[]> | undefined;
    return (k: string) => {
      list ??= call(audienceOptions.options, {}, { silent: true }).then((d) => d.departments, (err: unknown) => {
        list = undefined;
        throw err;
      });
      return list.then((all) => all.filter((d) => !k || d.name.includes(k)).slice(0, 50).map((d) => ({ value: d.id, label: d.name, name: d.name })));
    };
  });
  return <RefSelect {...p} search={search} eager texts={{ placeholder: t('admin.departments.search'), none: t('admin.departments.none'), type: t('admin.departments.search') }} />;
}
