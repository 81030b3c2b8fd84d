/**
 * A small rich-text editor on contentEditable (no dependency): bold, italic, headings, lists,
 * links and images (uploaded through /api/upload/index). The value is HTML; the server
 * sanitizes it on write, and the preview shows what the server keeps.
 */
import { upload as uploadContract } from '@campus/api';
import { t } from '@campus/i18n';
import { Button, Input, Modal, Space, Tooltip, Upload } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { upload } from '@/services/api';

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'removeFormat';

const SAFE_LINK = /^(https?:\/\/|mailto:|\/)/i;

export function RichEditor(props: { value?: string; onChange?: (html: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const [busy, setBusy] = useState(false);

  // Only write the DOM when the value changed from outside (typing would otherwise move the caret).
  useEffect(() => {
    const el = ref.current;
    if (el && (props.value ?? '') !== el.innerHTML) el.innerHTML = props.value ?? '';
  }, [props.value]);

  const emit = () => props.onChange?.(ref.current?.innerHTML ?? '');
  const remember = () => {
    const sel = window.getSelection();
    if (sel && sel.rangeCount > 0 && ref.current?.contains(sel.anchorNode)) saved.current = sel.getRangeAt(0).cloneRange();
  };
  // The toolbar acts where the caret last was in the editor, however it got there (typing, IME, keys, mouse).
  useEffect(() => {
    const onChange = () => remember();
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);
  const restore = () => {
    const sel = window.getSelection();
    // Still in the editor (the toolbar keeps focus): leave the selection, and Chrome's typing style, alone.
    if (sel && sel.rangeCount > 0 && ref.current?.contains(sel.anchorNode) && document.activeElement === ref.current) return;
    ref.current?.focus();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
  };
  // execCommand is deprecated but still the only dependency-free way to edit a selection in place.
  const exec = (cmd: string, arg?: string) => {
    restore();
    document.execCommand(cmd, false, arg);
    remember();
    emit();
  };
  const tool = (label: string, icon: ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={label} key={testId}>
      <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={onClick} aria-label={label} data-testid={testId}>
        {icon}
      </Button>
    </Tooltip>
  );
  const cmd = (c: Command, label: string, icon: ReactNode) => tool(label, icon, () => exec(c), `rte-${c}`);

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }} data-testid="rich-editor">
      <Space wrap size={4} style={{ padding: 6, borderBottom: '1px solid #f0f0f0' }}>
        {cmd('bold', t('adminContent.editor.bold'), <b>B</b>)}
        {cmd('italic', t('adminContent.editor.italic'), <i>I</i>)}
        {tool(t('adminContent.editor.h2'), 'H2', () => exec('formatBlock', '<h2>'), 'rte-h2')}
        {tool(t('adminContent.editor.h3'), 'H3', () => exec('formatBlock', '<h3>'), 'rte-h3')}
        {tool(t('adminContent.editor.paragraph'), '¶', () => exec('formatBlock', '<p>'), 'rte-p')}
        {cmd('insertUnorderedList', t('adminContent.editor.bullets'), '•')}
        {cmd('insertOrderedList', t('adminContent.editor.numbers'), '1.')}
        {tool(t('adminContent.editor.link'), '🔗', () => {
          remember();
          setHref('https://');
          setLinking(true);
        }, 'rte-link')}
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            remember();
            setBusy(true);
            upload(uploadContract.index, { file })
              .then((res) => exec('insertImage', res.url), () => undefined)
              .finally(() => setBusy(false));
            return false;
          }}
        >
          <Button size="small" loading={busy} onMouseDown={(e) => e.preventDefault()} data-testid="rte-image">
            {t('adminContent.editor.image')}
          </Button>
        </Upload>
        {cmd('removeFormat', t('adminContent.editor.clear'), '⌫')}
      </Space>
      <div
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={t('adminContent.fields.body')}
        onInput={() => {
          remember();
          emit();
        }}
        onBlur={emit}
        style={{ minHeight: 240, maxHeight: 480, overflow: 'auto', padding: '8px 12px', outline: 'none' }}
        data-testid="rte-body"
      />
      <Modal
        open={linking}
        title={t('adminContent.editor.link')}
        onCancel={() => setLinking(false)}
        okButtonProps={{ disabled: !SAFE_LINK.test(href) }}
        onOk={() => {
          setLinking(false);
          exec('createLink', href);
        }}
        destroyOnHidden
      >
        <Input value={href} onChange={(e) => setHref(e.target.value)} placeholder="https://" status={SAFE_LINK.test(href) ? undefined : 'error'} />
        <div style={{ color: '#999', marginTop: 4 }}>{t('adminContent.editor.linkHelp')}</div>
      </Modal>
    </div>
  );
}
