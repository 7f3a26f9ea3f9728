// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminListCard } from '../../../../../src/features/admin/shared/AdminListCard';
import { FilterSelect } from '../../../../../src/features/admin/shared/FilterSelect';
import {
  ADMIN_LIST_POLL_MS,
  useAdminList,
} from '../../../../../src/features/admin/shared/use-admin-list';

type Filter = { kind: '' | 'charge' | 'exchange'; page: number };
type Row = { id: number; kind: string };
type Page = { items: Row[]; page: number; pageCount: number };

/** A fake server: two pages of rows of the asked kind, recording every request. */
function fakeLoader() {
  return vi.fn(async (f: Filter): Promise<Page> => ({
    items: [{ id: f.page, kind: f.kind || 'all' }],
    page: f.page,
    pageCount: 2,
  }));
}

function ListUnderTest({ load, pollMs }: { load: (f: Filter) => Promise<Page>; pollMs?: number }) {
  const list = useAdminList({ kind: '', page: 1 }, load, pollMs ? { pollMs } : {});
  return (
    <AdminListCard
      id="list-title"
      title="목록"
      testId="list"
      filters={
        <FilterSelect
          id="list-kind"
          label="종류"
          value={list.filter.kind}
          values={['charge', 'exchange'] as const}
          optionLabel={(k) => k}
          allLabel="전체"
          onChange={(kind) => list.setFilter({ kind })}
        />
      }
      onRefresh={list.reload}
      refreshLabel="새로고침"
      notice={{ ok: true, text: '처리했습니다' }}
      table={{
        columns: [{ header: '번호', cell: (r: Row) => `${r.kind}-${r.id}` }],
        rows: list.data?.items,
        rowKey: (r) => r.id,
        loading: list.loading,
        error: list.error,
        emptyText: '없음',
        pager: list.pager,
      }}
    />
  );
}

/** Lets the loader's promise answer and React render it. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the admin list card (filter, pager, refresh)', () => {
  it('loads page 1, pages on, and a filter change starts again at page 1', async () => {
    const load = fakeLoader();
    render(<ListUnderTest load={load} />);
    await settle();
    expect(screen.getByText('all-1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('처리했습니다');

    fireEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    await settle();
    expect(load).toHaveBeenLastCalledWith({ kind: '', page: 2 });
    expect(screen.getByText('all-2')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('종류'), { target: { value: 'exchange' } });
    await settle();
    expect(load).toHaveBeenLastCalledWith({ kind: 'exchange', page: 1 });
    expect(screen.getByText('exchange-1')).toBeTruthy();
  });

  it('the refresh button asks again with the same filter', async () => {
    const load = fakeLoader();
    render(<ListUnderTest load={load} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '새로고침' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ kind: '', page: 1 });
  });

  it('with pollMs, reloads every period while open and stops once closed', async () => {
    const load = fakeLoader();
    const { unmount } = render(<ListUnderTest load={load} pollMs={ADMIN_LIST_POLL_MS} />);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      vi.advanceTimersByTime(ADMIN_LIST_POLL_MS);
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      vi.advanceTimersByTime(ADMIN_LIST_POLL_MS);
    });
    expect(load).toHaveBeenCalledTimes(3);

    unmount();
    vi.advanceTimersByTime(ADMIN_LIST_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('without pollMs, nothing reloads on its own', async () => {
    const load = fakeLoader();
    render(<ListUnderTest load={load} />);
    await settle();
    await act(async () => {
      vi.advanceTimersByTime(ADMIN_LIST_POLL_MS * 3);
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
