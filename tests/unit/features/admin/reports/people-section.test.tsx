/**
 * The reports' member and agent lookups: each asks for its own report
 * only once a whole number is shown, for the chosen range, and then offers that table's CSV.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PeopleSection } from '../../../../../src/features/admin/reports/PeopleSection';
import { sessionStore } from '../../../../../src/stores/session.store';
import { json, stubServer } from '../../../machines/fake-server';
import { member } from '../../../stores/fixtures';

const RANGE = { from: '2026-03-01', to: '2026-03-07' };

describe('reports: member and agent lookups', () => {
  let asked: URL[];
  beforeEach(() => {
    asked = [];
    sessionStore.setState({ user: member(), token: 'tok' });
    const notFound = (request: Request) => {
      asked.push(new URL(request.url));
      return json(404, { code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' });
    };
    stubServer({
      'GET /api/admin/reports/members/12': notFound,
      'GET /api/admin/reports/agents/34': notFound,
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.setState({ user: null, token: null });
  });

  it('asks for nothing until a whole number is shown, then for that id and range', async () => {
    render(<PeopleSection range={RANGE} />);
    const memberField = screen.getByLabelText('회원 번호');
    fireEvent.change(memberField, { target: { value: '1.5' } });
    fireEvent.submit(memberField.closest('form')!);
    expect(screen.queryByTestId('report-csv-member')).toBeNull();

    fireEvent.change(memberField, { target: { value: ' 12 ' } });
    fireEvent.submit(memberField.closest('form')!);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.pathname).toBe('/api/admin/reports/members/12');
    expect(asked[0]!.searchParams.get('from')).toBe('2026-03-01');
    expect(asked[0]!.searchParams.get('to')).toBe('2026-03-07');
    expect(screen.getByTestId('report-csv-member')).toBeTruthy();
    expect(screen.queryByTestId('report-csv-agent')).toBeNull();
  });

  it('keeps the agent lookup apart from the member one', async () => {
    render(<PeopleSection range={RANGE} />);
    const agentField = screen.getByLabelText('총판 회원 번호');
    fireEvent.change(agentField, { target: { value: '34' } });
    fireEvent.submit(agentField.closest('form')!);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.pathname).toBe('/api/admin/reports/agents/34');
    expect(screen.getByTestId('report-csv-agent')).toBeTruthy();
    expect(screen.queryByTestId('report-csv-member')).toBeNull();
  });
});
