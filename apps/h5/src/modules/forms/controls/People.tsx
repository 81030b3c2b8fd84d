/**
 * Person and department pickers: people are searched through the portal's audience search
 * (name, account or number), departments picked from the site's list; the stored value is
 * `{ id, name }[]` (the server checks each id belongs to the site).
 */
import { Button, List, Popup, SearchBar, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { audienceApi } from '../endpoints';
import { addRef, refsOf, removeRef, type Ref } from '../values';
import type { ControlProps, FieldOf } from './types';

/** People (or departments) matching a keyword while a picker is open; the workflow's person picker uses it too. */
export function useCandidates(kind: 'person' | 'department', keyword: string, open: boolean): Ref[] {
  const [found, setFound] = useState<Ref[]>([]);
  useEffect(() => {
    if (!open) return;
    const kw = keyword.trim();
    let live = true;
    const timer = setTimeout(() => {
      const run =
        kind === 'person'
          ? kw
            ? api(audienceApi.people, { keyword: kw }).then((d) => d.list.map((u) => ({ id: u.id, name: u.number ? `${u.name}（${u.number}）` : u.name })))
            : Promise.resolve([])
          : api(audienceApi.options, {}).then((d) => d.departments.filter((x) => !kw || x.name.includes(kw)).slice(0, 50));
      run.then((list) => live && setFound(list)).catch(toastError);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, keyword, open]);
  return found;
}

export function PeopleControl(p: ControlProps<FieldOf<'person'> | FieldOf<'department'>>) {
  const tr = useT();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const kind = p.field.kind;
  const list = refsOf(p.value);
  const found = useCandidates(kind, keyword, open);
  const multiple = p.field.multiple === true;
  const set = (next: Ref[]) => p.onChange(next.length ? (multiple ? next : next[0]) : undefined);
  return (
    <div className="ff-refs" data-testid={p.testId}>
      {list.map((r) => (
        <Tag key={r.id} color="primary" fill="outline">
          {r.name}
          {p.disabled ? null : (
            <button type="button" className="ff-x" aria-label={tr('h5Forms.row.remove')} onClick={() => set(removeRef(list, r.id))}>
              ×
            </button>
          )}
        </Tag>
      ))}
      {!p.disabled && (multiple || list.length === 0) ? (
        <Button size="mini" onClick={() => setOpen(true)} data-testid={`${p.testId}-add`}>
          {tr('h5Forms.person.add')}
        </Button>
      ) : null}
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ height: '60vh', overflow: 'auto' }}>
        <SearchBar placeholder={tr(kind === 'person' ? 'h5Forms.person.search' : 'h5Forms.department.search')} value={keyword} onChange={setKeyword} data-testid={`${p.testId}-search`} />
        <List>
          {found.map((r) => (
            <List.Item key={r.id} clickable onClick={() => {
              set(addRef(list, r, multiple, p.field.maxItems));
              if (!multiple) setOpen(false);
            }}>
              {r.name}
            </List.Item>
          ))}
        </List>
        {keyword.trim() && !found.length ? <div className="ff-help">{tr('h5Forms.person.none')}</div> : null}
      </Popup>
    </div>
  );
}
