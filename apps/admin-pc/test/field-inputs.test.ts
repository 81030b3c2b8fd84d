// @vitest-environment jsdom
// The renderer's inputs for picked kinds, driven as a person would (click, type, draw), with the
// request layer mocked: what each hands to the form is what the engine accepts and stores.
import { audienceOptions, upload as uploadContract } from '@campus/api';
import { formSchema, validateSubmission, type FormField } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { message } from 'antd';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@/services/api', () => ({ call: vi.fn(), upload: vi.fn() }));
const api = await import('@/services/api');
const { FieldInput } = await import('../src/pages/forms/components/FieldInput');
const { FilesContext } = await import('../src/pages/forms/components/FileValue');
const call = vi.mocked(api.call);
const upload = vi.mocked(api.upload);

const fieldOf = (f: Record<string, unknown>): FormField => formSchema.parse({ version: 1, title: { zh: 't' }, fields: [{ id: 'f', label: { zh: 'f' }, ...f }] }).fields[0]!;
const accepts = (f: FormField, value: unknown) => validateSubmission(formSchema.parse({ version: 1, title: { zh: 't' }, fields: [f] }), { f: value });
const answer = (id: string, name: string) => ({ id, name, url: `/site/attach?file=all/${id}`, size: 1, mime: 'application/octet-stream', files: [] });
const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

let root: Root | undefined;
let host: HTMLElement;
function mount(field: FormField, value: unknown, disabled = false) {
  const changes: unknown[] = [];
  host = document.createElement('div');
  document.body.appendChild(host);
  const draw = (v: unknown) => createElement(FieldInput, { field, value: v, disabled, onChange: (next: unknown) => changes.push(next) });
  act(() => {
    root = createRoot(host);
    root.render(draw(value));
  });
  return { changes, rerender: (v: unknown) => act(() => root?.render(draw(v))) };
}
const $ = <E extends Element = HTMLElement>(sel: string) => document.body.querySelector<E>(sel);
const press = (el: Element | null, type = 'click', init: MouseEventInit = {}) => act(() => void el?.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init })));
function type(input: HTMLInputElement | null, text: string) {
  if (!input) throw new Error('no input');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((q: string) => ({ matches: false, media: q, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(() => {
  act(() => root?.unmount());
  // Unmounting removes the pop-ups' portals; wiping the body under them instead left React to remove nodes already gone.
  host.remove();
  call.mockReset();
  upload.mockReset();
});

afterAll(async () => {
  // A field's warning (antd's message) closes on a timer: close them all now, inside act, and let
  // the closing run out, so that no update of React lands after the file has ended.
  await act(async () => {
    message.destroy();
    await new Promise((r) => setTimeout(r, 600));
  });
});

describe('a signature field', () => {
  it('uploads the drawing as signature.png through upload.bybase64 and stores one { id, name }, shown as the picture', async () => {
    const pen = { scale() {}, beginPath() {}, moveTo() {}, lineTo() {}, stroke() {}, clearRect() {}, lineWidth: 1, lineCap: '', lineJoin: '', strokeStyle: '' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(pen as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
    call.mockResolvedValue(answer('sig1', 'signature.png'));
    const field = fieldOf({ kind: 'signature', required: true });
    const { changes, rerender } = mount(field, undefined);

    press($('[data-testid="field-f-sign"]'));
    const pad = $('[data-testid="signature-pad"]');
    expect(pad).not.toBeNull();
    expect($<HTMLButtonElement>('[data-testid="signature-confirm"]')?.disabled).toBe(true);
    press(pad, 'pointerdown', { clientX: 10, clientY: 10 });
    press(pad, 'pointermove', { clientX: 40, clientY: 30 });
    press(pad, 'pointerup');
    press($('[data-testid="signature-confirm"]'));
    await sleep(0);

    expect(call).toHaveBeenCalledWith(uploadContract.bybase64, { file: 'data:image/png;base64,iVBORw0KGgo=', name: 'signature.png' });
    expect(changes).toEqual([{ id: 'sig1', name: 'signature.png' }]);
    const r = accepts(field, changes[0]);
    expect(r.errors).toEqual([]);
    expect(r.values.f).toEqual({ id: 'sig1', name: 'signature.png' });

    rerender(changes[0]);
    expect($<HTMLImageElement>('[data-testid="field-f"] img')?.src).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect($('[data-testid="field-f-sign"]')?.textContent).toContain(t('adminForms.signature.redo'));
  });
});

describe('an upload field', () => {
  it('uploads the accepted files through upload.index and stores them as { id, name }, removable', async () => {
    upload.mockResolvedValueOnce(answer('u1', 'stored-1.pdf')).mockResolvedValueOnce(answer('u2', 'stored-2.pdf'));
    const field = fieldOf({ kind: 'upload', maxFiles: 2, accept: ['pdf'] });
    const { changes, rerender } = mount(field, undefined);
    const input = $<HTMLInputElement>('input[type="file"]');
    expect(input?.accept).toBe('.pdf');
    const files = [new File(['a'], '申请表.pdf'), new File(['b'], 'notes.txt'), new File(['c'], '成绩单.pdf')];
    Object.defineProperty(input, 'files', { value: files });
    act(() => void input?.dispatchEvent(new Event('change', { bubbles: true })));
    await sleep(0);
    await sleep(0);

    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[0]?.[0]).toBe(uploadContract.index);
    const stored = [
      { id: 'u1', name: '申请表.pdf' },
      { id: 'u2', name: '成绩单.pdf' },
    ];
    expect(changes).toEqual([stored]);
    expect(accepts(field, changes[0]).values.f).toEqual(stored);

    rerender(stored);
    expect(document.body.textContent).toContain('成绩单.pdf');
    expect($('.ant-upload-select')?.textContent ?? '').not.toContain(t('adminForms.upload.add'));
    press(document.body.querySelectorAll('.ant-upload-list-item button')[0] ?? null);
    expect(changes[1]).toEqual([{ id: 'u2', name: '成绩单.pdf' }]);
  });
});

describe('a person field', () => {
  it('searches audience.people as typed and stores the one pick as the phone names it', async () => {
    call.mockResolvedValue({ list: [{ id: 'p1', name: '张三', username: 'zs', number: '2021001', className: '数学一班' }] });
    const field = fieldOf({ kind: 'person' });
    const { changes } = mount(field, undefined);
    press($('.ant-select-selector'), 'mousedown');
    type($<HTMLInputElement>('.ant-select-selection-search-input'), '张三');
    await sleep(300);
    expect(call).toHaveBeenCalledWith(audienceOptions.people, { keyword: '张三' }, { silent: true });
    press($('.ant-select-item-option'));
    expect(changes).toEqual([{ id: 'p1', name: '张三（2021001）' }]);
    expect(accepts(field, changes[0]).values.f).toEqual([{ id: 'p1', name: '张三（2021001）' }]);
  });
});

describe('a region field', () => {
  it('loads the national list when opened and stores the names, as deep as levels', async () => {
    const field = fieldOf({ kind: 'region', levels: 2 });
    const { changes } = mount(field, undefined);
    press($('.ant-select-selector'), 'mousedown');
    // The list is a chunk loaded on first opening: wait for it (a busy machine takes longer than a fixed pause).
    for (let i = 0; i < 150 && !$('.ant-cascader-menu-item[title="河北省"]'); i++) await sleep(20);
    press($('.ant-cascader-menu-item[title="河北省"]'));
    press($('.ant-cascader-menu-item[title="石家庄市"]'));
    expect(changes).toEqual([['河北省', '石家庄市']]);
    expect(accepts(field, changes[0]).ok).toBe(true);
  });
});

describe('a location field', () => {
  const withGeo = (coords: { latitude: number; longitude: number } | null) => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => coords && ok({ coords } as GeolocationPosition));
    Object.defineProperty(navigator, 'geolocation', { value: coords ? { getCurrentPosition } : undefined, configurable: true });
    if (!coords) delete (navigator as { geolocation?: unknown }).geolocation;
  };
  afterEach(() => withGeo(null));

  it('stores a typed address alone on a desktop without geolocation, and the engine keeps it', () => {
    withGeo(null);
    const field = fieldOf({ kind: 'location' });
    const { changes, rerender } = mount(field, undefined);
    expect($('[data-testid="field-f-locate"]')).toBeNull();
    type($<HTMLInputElement>('[data-testid="field-f"] input'), '图书馆北门');
    expect(changes).toEqual([{ address: '图书馆北门' }]);
    const r = accepts(field, changes[0]);
    expect(r.errors).toEqual([]);
    expect(r.values.f).toEqual({ address: '图书馆北门' });

    rerender(changes[0]);
    // No warning: an address is all this field asks for.
    expect(document.body.textContent).not.toContain(t('adminForms.location.noGeo'));
    expect($<HTMLInputElement>('[data-testid="field-f"] input')?.value).toBe('图书馆北门');
  });

  it('adds the browser position to the typed address, and keeps it when the address is retyped', () => {
    withGeo({ latitude: 39.9912345, longitude: 116.3056789 });
    const field = fieldOf({ kind: 'location' });
    const { changes, rerender } = mount(field, { address: '图书馆' });
    press($('[data-testid="field-f-locate"]'));
    expect(changes[0]).toEqual({ lat: 39.991235, lng: 116.305679, address: '图书馆' });
    expect(accepts(field, changes[0]).errors).toEqual([]);

    rerender(changes[0]);
    expect($('[data-testid="field-f-position"]')?.textContent).toContain('39.991235, 116.305679');
    type($<HTMLInputElement>('[data-testid="field-f"] input'), '图书馆东门');
    expect(changes[1]).toEqual({ lat: 39.991235, lng: 116.305679, address: '图书馆东门' });
  });

  it('warns while a field that demands a position has only an address, and the engine refuses it until located', () => {
    withGeo(null);
    const field = fieldOf({ kind: 'location', requirePosition: true });
    const { changes, rerender } = mount(field, undefined);
    type($<HTMLInputElement>('[data-testid="field-f"] input'), '图书馆');
    rerender(changes[0]);
    expect(document.body.textContent).toContain(t('adminForms.location.noGeo'));
    expect(accepts(field, changes[0]).errors[0]?.key).toBe('forms.error.position');

    // The same form on a browser that can give a position: located, it is accepted.
    withGeo({ latitude: 39.99, longitude: 116.3 });
    rerender({ ...(changes[0] as object) });
    expect(document.body.textContent).toContain(t('adminForms.location.noPosition'));
    press($('[data-testid="field-f-locate"]'));
    expect(changes[1]).toEqual({ lat: 39.99, lng: 116.3, address: '图书馆' });
    expect(accepts(field, changes[1]).errors).toEqual([]);
  });
});

describe('read-only', () => {
  it('shows the picked names and the address as text', () => {
    mount(fieldOf({ kind: 'department', multiple: true }), [{ id: 'd1', name: '数学学院' }, { id: 'd2', name: '物理学院' }], true);
    expect(host.textContent).toBe('数学学院, 物理学院');
    act(() => root?.unmount());
    mount(fieldOf({ kind: 'location' }), { lat: 1, lng: 2, address: '东门' }, true);
    expect(host.textContent).toBe('东门');
    expect(host.querySelector('input, button')).toBeNull();
    act(() => root?.unmount());
    mount(fieldOf({ kind: 'location' }), { address: '图书馆北门' }, true);
    expect(host.textContent).toBe('图书馆北门');
  });

  it('shows a stored signature as drawn and a stored file as a link, through the links the server gave', () => {
    const files = {
      g1: { url: '/site/attach?file=all/g1.png', name: 'signature.png', mime: 'image/png', size: 90 },
      p1: { url: '/site/attach?file=all/p1.pdf', name: '证明.pdf', mime: 'application/pdf', size: 900 },
    };
    const within = (field: FormField, value: unknown) =>
      act(() => {
        host = document.createElement('div');
        document.body.appendChild(host);
        root = createRoot(host);
        root.render(createElement(FilesContext.Provider, { value: files }, createElement(FieldInput, { field, value, disabled: true, onChange: () => undefined })));
      });
    within(fieldOf({ kind: 'signature' }), { id: 'g1', name: 'signature.png' });
    expect(host.querySelector('img')?.getAttribute('src')).toBe(files.g1.url);
    act(() => root?.unmount());
    within(fieldOf({ kind: 'upload', maxFiles: 3 }), [{ id: 'p1', name: '证明.pdf' }, { id: 'gone', name: '旧文件.doc' }]);
    const link = host.querySelector<HTMLAnchorElement>('[data-testid="file-link"]');
    expect([link?.getAttribute('href'), link?.textContent]).toEqual([files.p1.url, '证明.pdf']);
    // A file the server no longer links shows its name.
    expect(host.textContent).toContain('旧文件.doc');
  });
});
