/** One person for a transfer, delegation or added signer: searched as one types (audience.people, through the forms' search). */
import { List, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { useCandidates } from '../forms/controls/People';

export interface Person {
  id: string;
  name: string;
}

export function PersonPicker(p: { value: Person | undefined; onChange: (v: Person | undefined) => void }) {
  const tr = useT();
  const [keyword, setKeyword] = useState('');
  const found = useCandidates('person', keyword, p.value === undefined);
  if (p.value)
    return (
      <div className="wf-person" data-testid="wf-person-chosen">
        <Tag color="primary" fill="outline" className="wf-big-tag">
          {p.value.name}
          <button type="button" className="wf-x" aria-label={tr('h5Workflow.sheet.cancel')} onClick={() => p.onChange(undefined)}>
            ×
          </button>
        </Tag>
      </div>
    );
  return (
    <div className="wf-person">
      <SearchBar placeholder={tr('h5Workflow.sheet.personSearch')} value={keyword} onChange={setKeyword} data-testid="wf-person-search" />
      <List>
        {found.map((r) => (
          <List.Item key={r.id} clickable onClick={() => p.onChange(r)} data-testid="wf-person-option">
            {r.name}
          </List.Item>
        ))}
      </List>
      {keyword.trim() && !found.length ? <div className="wf-muted wf-pad">{tr('h5Workflow.sheet.personNone')}</div> : null}
    </div>
  );
}
