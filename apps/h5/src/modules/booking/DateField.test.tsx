/** DateField: a booking form's date, picked in the app's language whatever the browser speaks. */
import { setLang } from '@campus/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';

afterEach(() => {
  cleanup();
  act(() => setLang('zh'));
});

describe('DateField', () => {
  it('is a tappable line, not a native date input, showing the value or the placeholder', () => {
    const { container, rerender } = render(<DateField title="Repeat until" placeholder="Choose" />);
    expect(container.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Repeat until' }).textContent).toBe('Choose');
    rerender(<DateField title="Repeat until" value="2026-03-05T09:30" precision="minute" />);
    expect(screen.getByRole('button', { name: 'Repeat until' }).textContent).toBe('2026-03-05 09:30');
  });

  it('opens a picker headed by the field, with the app’s words for its buttons, and gives back the picked text', async () => {
    act(() => setLang('en'));
    const onChange = vi.fn();
    render(<DateField title="Repeat until" value="2026-03-05" onChange={onChange} testId="until" />);
    fireEvent.click(screen.getByTestId('until'));
    expect(await screen.findByText('OK')).toBeTruthy();
    expect(screen.getByText('Cancel')).toBeTruthy();
    expect(screen.getAllByText('Repeat until').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('OK'));
    expect(onChange).toHaveBeenCalledWith('2026-03-05');
  });
});
