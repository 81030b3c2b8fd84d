/**
 * One submission read-only, laid out as the form is, and as it prints (forms.css's print rules:
 * the page's chrome hidden, the schema's print title, applicant, time and signature lines).
 */
import type { SubmissionDetail } from '@campus/api';
import { evaluate, textIn, type ColumnField, type FormField } from '@campus/api/forms';
import { useMemo } from 'react';
import { useLang, useT } from '../../lib/i18n';
import { timeText, today } from '../../lib/time';
import { layout } from './FormRenderer';
import { rowsIn, totalText } from './rows';
import { FileValue } from './FileValue';
import { displayText, listOf } from './values';

type Lang = 'zh' | 'en' | 'tw';
/** A stored value in words: option labels for choices, the path's labels for a cascader. */
export function valueText(f: FormField | ColumnField, v: unknown, lang: Lang): string {
  if (f.kind === 'choice') return textIn(f.options.find((o) => o.value === v)?.label, lang) || displayText(v);
  if (f.kind === 'multiChoice') return listOf(v).map((x) => textIn(f.options.find((o) => o.value === x)?.label, lang) || x).join('、');
  if (f.kind === 'cascader') {
    let level = f.options;
    return listOf(v)
      .map((x) => {
        const n = level.find((o) => o.value === x);
        level = n?.children ?? [];
        return n ? textIn(n.label, lang) : x;
      })
      .join(' / ');
  }
  if ((f.kind === 'number' || f.kind === 'computed') && f.unit && displayText(v)) return `${displayText(v)} ${textIn(f.unit, lang)}`;
  return displayText(v);
}

/** Only what it shows is asked for: the workflow's item page passes its own values (hidden fields left out). */
export function SubmissionView(p: { detail: Pick<SubmissionDetail, 'schema' | 'values' | 'formName' | 'userName' | 'userNumber' | 'createdAt' | 'files'> }) {
  const tr = useT();
  const lang = useLang();
  const { schema, values, files } = p.detail;
  const shown = (f: FormField | ColumnField, v: unknown) =>
    f.kind === 'upload' || f.kind === 'signature' ? <FileValue value={v} files={files} signature={f.kind === 'signature'} /> : valueText(f, v, lang);
  const ev = useMemo(() => evaluate(schema, values, { today: today() }), [schema, values]);
  const one = (f: FormField) => {
    if (ev.hidden.has(f.id) || f.kind === 'description') return null;
    const cls = `ff-view-item${f.noPrint ? ' ff-noprint' : ''}`;
    if (f.kind === 'table') {
      const rows = rowsIn(values, f.id);
      const totals = ev.totals[f.id] ?? {};
      return (
        <div key={f.id} className={cls} data-testid={`view-${f.id}`}>
          <div className="ff-label">{textIn(f.label, lang)}</div>
          <table className="ff-view-table">
            <thead>
              <tr>{f.columns.map((c) => <th key={c.id}>{textIn(c.label, lang)}</th>)}</tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>{f.columns.map((c) => <td key={c.id}>{shown(c, r[c.id])}</td>)}</tr>
              ))}
            </tbody>
            {f.totals.length ? (
              <tfoot>
                <tr>{f.columns.map((c, i) => <td key={c.id}>{f.totals.includes(c.id) ? totalText(totals[c.id]) : i === 0 ? tr('h5Forms.row.total') : ''}</td>)}</tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      );
    }
    return (
      <div key={f.id} className={cls} data-testid={`view-${f.id}`}>
        <span className="ff-label">{textIn(f.label, lang)}</span>
        <span className="ff-view-value">{shown(f, ev.values[f.id])}</span>
      </div>
    );
  };
  const print = schema.print;
  return (
    <div className="ff-view" data-testid="submission-view">
      <h2 className="ff-title">{textIn(print.title, lang) || textIn(schema.title, lang) || p.detail.formName}</h2>
      <div className="ff-help">
        {print.showApplicant !== false ? `${tr('h5Forms.applicant')}: ${p.detail.userName} ${p.detail.userNumber} ` : ''}
        {print.showSubmittedAt !== false ? tr('h5Forms.submittedAt', { time: timeText(p.detail.createdAt) }) : ''}
      </div>
      {layout(schema).map((item) =>
        'field' in item ? one(item.field) : ev.hidden.has(item.group.id) ? null : (
          <section key={item.group.id} className="ff-group">
            <h3 className="ff-group-title">{textIn(item.group.title, lang)}</h3>
            {item.fields.map(one)}
          </section>
        ),
      )}
      <div className="ff-print-only">
        {print.signatureLines.map((l, i) => (
          <p key={i} className="ff-sign-line">{tr('h5Forms.signLine', { label: textIn(l, lang) })}</p>
        ))}
        {print.footer ? <p>{textIn(print.footer, lang)}</p> : null}
      </div>
    </div>
  );
}
