// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { COMMON } from '../../../common/i18n/common.ko';
import { Card } from '../../../src/ui/Card';
import { DataTable, type Column, pagerOf } from '../../../src/ui/DataTable';
import { FieldError, FormField, invalidProps } from '../../../src/ui/FormField';
import { Notice } from '../../../src/ui/Notice';

afterEach(cleanup);

type Row = { id: number; name: string };
const columns: Column<Row>[] = [
  { header: '이름', cell: (r) => r.name },
  { header: '번호', numeric: true, cell: (r) => r.id },
];

function table(props: { rows?: Row[]; loading?: boolean; error?: unknown }) {
  return (
    <DataTable
      columns={columns}
      rows={props.rows}
      rowKey={(r) => r.id}
      rowProps={(r) => ({ 'data-testid': 'row', 'data-id': r.id })}
      loading={props.loading ?? false}
      error={props.error}
      emptyText="없음"
    />
  );
}

describe('DataTable', () => {
  it('shows the loading row until rows arrive, spanning every column', () => {
    render(table({ loading: true }));
    const cell = screen.getByText(COMMON.loading);
    expect(cell.getAttribute('colspan')).toBe('2');
  });

  it('shows the error as an alert while there are no rows', () => {
    render(table({ error: new Error('실패') }));
    expect(screen.getByRole('alert').textContent).toBeTruthy();
  });

  it('shows the empty text, then rows with their attributes', () => {
    const { rerender } = render(table({ rows: [] }));
    expect(screen.getByText('없음')).toBeTruthy();
    rerender(table({ rows: [{ id: 7, name: '가' }] }));
    const row = screen.getByTestId('row');
    expect(row.getAttribute('data-id')).toBe('7');
    expect(row.textContent).toBe('가7');
    expect(screen.queryByText('없음')).toBeNull();
  });
});

describe('Card, FormField and Notice', () => {
  it('labels the card section by its heading', () => {
    render(
      <Card id="t" title="제목" data-testid="card" actions={<button type="button">추가</button>}>
        본문
      </Card>,
    );
    expect(screen.getByRole('region', { name: '제목' }).getAttribute('data-testid')).toBe('card');
    expect(screen.getByRole('heading', { level: 2, name: '제목' })).toBeTruthy();
  });

  it('links the label and the error message to the control', () => {
    render(
      <FormField id="f" label="아이디" message={<FieldError id="f-error">필수</FieldError>}>
        <input id="f" {...invalidProps('필수', 'f-error')} />
      </FormField>,
    );
    const input = screen.getByLabelText('아이디');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-error');
    expect(screen.getByRole('alert').textContent).toBe('필수');
  });

  it('announces an error notice as an alert and others as a status', () => {
    render(
      <>
        <Notice>저장했습니다.</Notice>
        <Notice error>실패</Notice>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('저장했습니다.');
    expect(screen.getByRole('alert').textContent).toBe('실패');
  });
});

describe('pagerOf', () => {
  it('gives no page buttons before the first page arrives, then the page and count', () => {
    const onChange = () => undefined;
    expect(pagerOf(undefined, onChange)).toBeNull();
    expect(pagerOf(null, onChange)).toBeNull();
    expect(pagerOf({ page: 2, pageCount: 5 }, onChange)).toEqual({
      page: 2,
      pageCount: 5,
      onChange,
    });
  });
});
