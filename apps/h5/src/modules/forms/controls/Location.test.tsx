// The phone's place: an address typed is a place on its own, the phone's position adds the
// coordinates, and a field that demands a position says so until it has one.
import { formSchema, validateSubmission, type FormField } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationControl } from './Location';
import type { FieldOf } from './types';

const fieldOf = (extra: Record<string, unknown> = {}) => formSchema.parse({ version: 1, fields: [{ id: 'gate', kind: 'location', label: '位置', ...extra }] }).fields[0] as FormField & FieldOf<'location'>;
const accepts = (f: FormField, value: unknown) => validateSubmission(formSchema.parse({ version: 1, fields: [f] }), { gate: value });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function draw(field: FieldOf<'location'>, value: unknown) {
  const onChange = vi.fn();
  const view = render(<LocationControl field={field} value={value} onChange={onChange} disabled={false} testId="field-gate" />);
  return { onChange, view };
}

describe('the phone’s location control', () => {
  it('keeps a typed address as a place, which the engine stores without coordinates', () => {
    const field = fieldOf();
    const { onChange } = draw(field, undefined);
    fireEvent.change(screen.getByPlaceholderText(t('h5Forms.location.address')), { target: { value: '图书馆北门' } });
    expect(onChange).toHaveBeenLastCalledWith({ address: '图书馆北门' });
    expect(accepts(field, onChange.mock.lastCall?.[0]).values.gate).toEqual({ address: '图书馆北门' });
    expect(screen.queryByText(t('h5Forms.location.needPosition'))).toBeNull();
  });

  it('adds the phone’s position to the address, and a field that demands one asks for it until then', () => {
    const field = fieldOf({ requirePosition: true });
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 39.9912345, longitude: 116.3056789 } } as GeolocationPosition) } });
    const { onChange, view } = draw(field, { address: '图书馆' });
    expect(screen.getByText(t('h5Forms.location.needPosition'))).toBeTruthy();
    expect(accepts(field, { address: '图书馆' }).errors[0]?.key).toBe('forms.error.position');
    fireEvent.click(screen.getByText(t('h5Forms.location.get')));
    const located = { lat: 39.991235, lng: 116.305679, address: '图书馆' };
    expect(onChange).toHaveBeenLastCalledWith(located);
    expect(accepts(field, located).errors).toEqual([]);
    view.rerender(<LocationControl field={field} value={located} onChange={onChange} disabled={false} testId="field-gate" />);
    expect(screen.getByTestId('field-gate-position').textContent).toBe('39.991235, 116.305679');
    expect(screen.queryByText(t('h5Forms.location.needPosition'))).toBeNull();
  });
});
