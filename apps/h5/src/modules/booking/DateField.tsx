/**
 * A date (or date-and-time) field of the booking forms: a line showing the value that opens
 * antd-mobile's wheel picker. A native <input type="date"> speaks the browser's language; this
 * one shows numbers and the app's own words (title, 确定/取消), whatever the browser is set to.
 * The value is the same text the native inputs held: `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm`, a wall
 * time on the site's clock (an empty field opens at the site's now, not the phone's).
 */
import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { pickerDate } from '../../lib/time';
import { fromPickerDate, pickerColumnLabel, toPickerDate, type DatePrecision } from './date-field';
import './date-field.css';

export function DateField(props: {
  /** Set by a Form.Item, or by the caller. */
  value?: string;
  onChange?: (value: string) => void;
  precision?: DatePrecision;
  /** The picker's heading: the field's name. */
  title: string;
  placeholder?: string;
  min?: string;
  max?: string;
  testId?: string;
}) {
  const tr = useT();
  const [open, setOpen] = useState(false);
  const precision = props.precision ?? 'day';
  const value = props.value ?? '';
  return (
    <>
      <button
        type="button"
        className={`booking-date-field${value ? '' : ' booking-date-field-empty'}`}
        onClick={() => setOpen(true)}
        aria-label={props.title}
        data-testid={props.testId}
        data-value={value}
      >
        {value ? value.replace('T', ' ') : (props.placeholder ?? props.title)}
      </button>
      <DatePicker
        visible={open}
        destroyOnClose
        precision={precision}
        title={props.title}
        confirmText={tr('common.ok')}
        cancelText={tr('common.cancel')}
        value={toPickerDate(value) ?? pickerDate(Date.now() / 1000)}
        min={toPickerDate(props.min ?? '') ?? undefined}
        max={toPickerDate(props.max ?? '') ?? undefined}
        renderLabel={pickerColumnLabel}
        onClose={() => setOpen(false)}
        onConfirm={(d) => props.onChange?.(fromPickerDate(d, precision))}
      />
    </>
  );
}
