// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Popup } from '../../../../../common/contract/popup.contract';
import { PopupsPanel } from '../../../../../src/features/admin/popups/PopupsPanel';
import { json, stubServer } from '../../../machines/fake-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const notice: Popup = {
  id: 7,
  title: '점검 안내',
  contents: '<p>점검</p>',
  width: 400,
  height: 300,
  pcLeftLocation: 40,
  pcTopLocation: 120,
  popupFlg: true,
  visiableFlag: true,
};

/** The admin popups API over a list that the stubbed server keeps. */
function server() {
  let popups: Popup[] = [notice];
  const bodies: unknown[] = [];
  const stub = stubServer({
    'GET /api/admin/popups': () => json(200, popups),
    'POST /api/admin/popups': async (request) => {
      const body = (await request.json()) as Omit<Popup, 'id'>;
      bodies.push(body);
      const created = { id: 8, ...body };
      popups = [...popups, created];
      return json(200, created);
    },
    'DELETE /api/admin/popups/7': () => {
      popups = popups.filter((p) => p.id !== 7);
      return new Response(null, { status: 204 });
    },
  });
  return { ...stub, bodies };
}

describe('PopupsPanel', () => {
  it('creates a popup: a bad draft is refused in Korean, a good one is sent and listed', async () => {
    const { bodies } = server();
    render(<PopupsPanel />);
    await screen.findByText('점검 안내');
    fireEvent.click(screen.getByRole('button', { name: '새 팝업' }));
    const form = screen.getByTestId('popup-form');
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(within(form).getByRole('alert').textContent).toContain('제목은 필수');
    expect(bodies).toEqual([]);

    fireEvent.change(within(form).getByLabelText('팝업 제목'), { target: { value: ' 이벤트 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByTestId('popup-form')).toBeNull());
    expect(bodies).toEqual([expect.objectContaining({ title: '이벤트', width: 400 })]);
    expect(screen.getByText('팝업을 저장했습니다.')).toBeTruthy();
    await screen.findByText('이벤트');
  });

  it('deletes after a confirm, and closes the form of the deleted popup', async () => {
    const { calls } = server();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    render(<PopupsPanel />);
    await screen.findByText('점검 안내');
    fireEvent.click(screen.getByRole('button', { name: '수정: 점검 안내' }));
    expect(screen.getByTestId('popup-form')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '삭제: 점검 안내' }));
    expect(confirm).toHaveBeenCalledWith("'점검 안내' 팝업을 삭제하시겠습니까?");
    expect(calls).not.toContain('DELETE /api/admin/popups/7');

    fireEvent.click(screen.getByRole('button', { name: '삭제: 점검 안내' }));
    await screen.findByText('팝업을 삭제했습니다.');
    expect(calls).toContain('DELETE /api/admin/popups/7');
    expect(screen.queryByTestId('popup-form')).toBeNull();
    await waitFor(() => expect(screen.queryByText('점검 안내')).toBeNull());
  });
});
