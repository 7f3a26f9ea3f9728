// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ContentLiveTvCard } from '../../../../../src/features/admin/content/ContentLiveTvCard';
import { json, stubServer } from '../../../machines/fake-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = () => screen.getByLabelText<HTMLInputElement>('중계 주소 (https)');

describe('ContentLiveTvCard', () => {
  it('keeps the field read-only until the saved value arrives, so typing is never overwritten', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    stubServer({
      'GET /api/admin/livetv': async () => {
        await loaded;
        return json(200, { broadcastUrl: 'https://saved.example/live' });
      },
    });
    render(<ContentLiveTvCard />);
    expect(field().disabled).toBe(true);
    expect(screen.getByRole('button', { name: '저장' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(field().disabled).toBe(false));
    expect(field().value).toBe('https://saved.example/live');
    fireEvent.change(field(), { target: { value: 'https://typed.example/live' } });
    expect(field().value).toBe('https://typed.example/live');
  });

  it('refuses a non-https address in the browser and sends nothing', async () => {
    const { calls } = stubServer({
      'GET /api/admin/livetv': () => json(200, { broadcastUrl: null }),
    });
    render(<ContentLiveTvCard />);
    await waitFor(() => expect(field().disabled).toBe(false));
    fireEvent.change(field(), { target: { value: 'http://insecure.example/live' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'https:// 로 시작하는 주소를 입력해주세요.',
    );
    expect(calls).toEqual(['GET /api/admin/livetv']);
  });
});
