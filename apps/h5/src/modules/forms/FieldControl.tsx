/** One field: its label, required mark and help around the control of its kind, and its error. */
import { textIn, type FormError, type FormSchema } from '@campus/api/forms';
import type { ReactNode } from 'react';
import { useLang } from '../../lib/i18n';
import { RichText } from '../content/shared/RichText';
import { MultiControl, NumberControl, RadioControl, TextControl } from './controls/Basic';
import { UploadControl as Files } from './controls/Files';
import { LocationControl } from './controls/Location';
import { PeopleControl } from './controls/People';
import { CascaderControl, DateControl, RegionControl, SelectControl, TimeControl } from './controls/Pickers';
import { SignatureControl } from './controls/Signature';
import type { AnyField, ControlProps } from './controls/types';
import { displayText } from './values';
import { useErrorText } from './words';

/** Past this many options a choice without a `display` becomes a picker (the engine's hint). */
const RADIO_MAX = 6;

function Control(p: ControlProps): ReactNode {
  const lang = useLang();
  const f = p.field;
  switch (f.kind) {
    case 'text':
    case 'textarea':
      return <TextControl {...p} field={f} />;
    case 'number':
      return <NumberControl {...p} field={f} />;
    case 'date':
    case 'datetime':
      return <DateControl {...p} field={f} />;
    case 'time':
      return <TimeControl {...p} field={f} />;
    case 'choice': {
      const count = p.options?.length ?? f.options.length;
      return f.display === 'radio' || (f.display === undefined && count <= RADIO_MAX) ? <RadioControl {...p} field={f} /> : <SelectControl {...p} field={f} />;
    }
    case 'multiChoice':
      return <MultiControl {...p} field={f} />;
    case 'cascader':
      return <CascaderControl {...p} field={f} />;
    case 'region':
      return <RegionControl {...p} field={f} />;
    case 'person':
    case 'department':
      return <PeopleControl {...p} field={f} />;
    case 'upload':
      return <Files {...p} field={f} />;
    case 'signature':
      return <SignatureControl {...p} field={f} />;
    case 'location':
      return <LocationControl {...p} field={f} />;
    case 'computed':
      return (
        <div className="ff-computed" data-testid={p.testId}>
          {displayText(p.value)}
          {f.unit && displayText(p.value) ? ` ${textIn(f.unit, lang)}` : ''}
        </div>
      );
    case 'description':
      return null;
  }
}

export function FieldControl(p: ControlProps & { schema: FormSchema; required: boolean; error: FormError | undefined }) {
  const lang = useLang();
  const words = useErrorText();
  const f: AnyField = p.field;
  if (f.kind === 'description') return <RichText html={textIn(f.content, lang)} className="ff-description" />;
  return (
    <div className={`ff-field${p.error ? ' ff-has-error' : ''}`} data-field={p.testId}>
      <div className="ff-label">
        {p.required ? <span className="ff-req">*</span> : null}
        {textIn(f.label, lang)}
      </div>
      <Control {...p} />
      {f.help ? <div className="ff-help">{textIn(f.help, lang)}</div> : null}
      {p.error ? (
        <div className="ff-error" role="alert" data-testid={`${p.testId}-error`}>
          {words(p.schema, p.error)}
        </div>
      ) : null}
    </div>
  );
}
