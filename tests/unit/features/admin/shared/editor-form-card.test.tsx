// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { EditorFormCard } from '../../../../../src/features/admin/shared/EditorFormCard';
import { saveLiveTv } from '../../../../../src/api/content.api';
import { json, stubServer } from '../../../machines/fake-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(props: {
  problem?: () => string | null;
  save: () => Promise<unknown>;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const onSaved = props.onSaved ?? vi.fn();
  const onCancel = props.onCancel ?? vi.fn();
  render(
    <EditorFormCard
      id="t-form"
      title="새 항목"
      data-testid="t-form"
      problem={props.problem}
      save={props.save}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <input aria-label="제목" />
    </EditorFormCard>,
  );
  return { onSaved, onCancel };
}

describe('EditorFormCard', () => {
  it('shows the draft’s problem and sends nothing', () => {
    const save = vi.fn(async () => undefined);
    const { onSaved } = renderCard({ problem: () => '제목을 입력해주세요.', save });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByRole('alert').textContent).toBe('제목을 입력해주세요.');
    expect(save).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves once, says 저장 중… meanwhile, then hands over to onSaved', async () => {
    let finish!: () => void;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onSaved } = renderCard({ problem: () => null, save });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    const busy = screen.getByRole('button', { name: '저장 중…' });
    expect(busy).toHaveProperty('disabled', true);
    fireEvent.click(busy);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('shows a refusal’s Korean message and keeps the form open', async () => {
    stubServer({
      'PUT /api/admin/livetv': () =>
        json(400, { code: 'VALIDATION_FAILED', message: '입력값을 확인해주세요.' }),
    });
    const save = vi.fn(() => saveLiveTv({ broadcastUrl: 'https://x.example/live' }));
    const { onSaved } = renderCard({ save });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe('입력값을 확인해주세요.');
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '저장' })).toHaveProperty('disabled', false);
  });

  it('취소 hands back without saving', () => {
    const save = vi.fn(async () => undefined);
    const { onCancel } = renderCard({ save });
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });
});
