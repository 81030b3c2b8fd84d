import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { setLang, tOr } from '@campus/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reasonsReady } from '../strings';
import { errorText } from './errors';
import { ImagePreview, PREVIEW_LOADING_MS } from './ImagePreview';
import NetworkError from './NetworkError';
import NoData from './NoData';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('network-error screen', () => {
  it('shows 网络错误 by default and goes one step back', () => {
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    render(<NetworkError />);
    expect(screen.getByText('网络错误')).toBeTruthy();
    fireEvent.click(screen.getByText('返回'));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('has a hidden 意见反馈 dialog whose 提交 only closes it, with no call', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<NetworkError />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('意见反馈'));
    const text = screen.getByPlaceholderText('输入你的意见');
    fireEvent.change(text, { target: { value: 'slow' } });
    fireEvent.click(screen.getByText('提交'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('no-data view', () => {
  it('shows the answer or 数据异常', () => {
    const { container, rerender } = render(<NoData />);
    expect(container.querySelector('[data-page="no-data"]')?.textContent).toContain('数据异常');
    rerender(<NoData message="没有这条记录" />);
    expect(screen.getByText('没有这条记录')).toBeTruthy();
  });
});

describe('image preview overlay', () => {
  const images = [
    { src: 'a.png', title: 'A' },
    { src: 'b.png', title: 'B' },
  ];

  it('shows a loading indicator for 0.5 s', () => {
    vi.useFakeTimers();
    const { container } = render(<ImagePreview images={images} onClose={() => undefined} />);
    expect(container.querySelector('.image-preview-loading')).not.toBeNull();
    act(() => vi.advanceTimersByTime(PREVIEW_LOADING_MS));
    expect(container.querySelector('.image-preview-loading')).toBeNull();
    expect(PREVIEW_LOADING_MS).toBe(500);
  });

  it('steps with the arrows without closing, and closes on a tap anywhere else', () => {
    const onClose = vi.fn();
    render(<ImagePreview images={images} onClose={onClose} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('a.png');
    fireEvent.click(screen.getByLabelText('下一张'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('b.png');
    expect(screen.getByText('2/2')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('上一张'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('a.png');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('img'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('a refused call’s words', () => {
  afterEach(() => setLang('zh'));

  it('say a service’s reason in the user’s language, with its values, not the API’s field name', async () => {
    await reasonsReady;
    const refused = new ApiError(E.BAD_INPUT, 'attendees: at most 20', { field: 'attendees', issues: [{ field: 'attendees', message: 'at most 20', key: 'reason.atMost', params: { max: 20 } }] });
    expect(errorText(refused)).toBe('参数错误：最多 20');
    setLang('en');
    expect(errorText(refused)).toBe('Invalid input: at most 20');
  });

  it('keep the code’s words for a refusal without a catalogued reason', () => {
    expect(errorText(new ApiError(E.SOLD_OUT, 'sold out', { field: 'typeId' }))).toBe(tOr(`errors.${E.SOLD_OUT}`, ''));
    expect(errorText(new ApiError(E.BAD_INPUT, 'x: something new', { field: 'x', issues: [{ field: 'x', message: 'something new' }] }))).toBe('参数错误: x');
  });
});
