// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { dialogsStore, emptyLoginDraft } from '../../../../src/stores/dialogs.store';
import { writeLoginDraft } from '../../../../src/streams/shell/dialog-writes';
import { memberUser } from '../member-user.fixture';

const login = vi.hoisted(() => vi.fn());

vi.mock('../../../../src/app/commands', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/app/commands')>();
  return { ...actual, login };
});

const { LoginForm, validateLogin } = await import('../../../../src/features/auth/LoginForm');

const user = memberUser({ userId: 'member1' });

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin('', '')).toEqual({
      userId: '아이디를 입력해주세요.',
      password: '비밀번호를 입력해주세요.',
    });
    expect(validateLogin('  ', 'x')).toEqual({ userId: '아이디를 입력해주세요.' });
    expect(validateLogin('member1', 'secret12')).toEqual({});
  });
});

describe('LoginForm', () => {
  beforeEach(() => {
    login.mockReset();
    writeLoginDraft(emptyLoginDraft);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows validation messages and does not call login when fields are empty', () => {
    render(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeTruthy();
    expect(screen.getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');
    expect(login).not.toHaveBeenCalled();
  });

  it('keeps what is typed in the shared login draft', () => {
    render(<LoginForm />);
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'member1' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'pw1234ab' } });
    expect(dialogsStore.getState().loginDraft).toEqual({ userId: 'member1', password: 'pw1234ab' });
  });

  it('submits with Enter and reports success', async () => {
    login.mockResolvedValue({ ok: true, user });
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />);
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: ' member1 ' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'pw1234ab' } });
    fireEvent.submit(screen.getByLabelText('비밀번호').closest('form')!);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(user));
    expect(login).toHaveBeenCalledWith('member1', 'pw1234ab');
  });

  it("alerts the server's message when the login is refused", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    login.mockResolvedValue({ ok: false, message: '아이디 또는 비밀번호가 일치하지 않습니다.' });
    render(<LoginForm />);
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'member1' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'wrong123' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('아이디 또는 비밀번호가 일치하지 않습니다.'),
    );
    expect(dialogsStore.getState().loginDraft.password).toBe('');
  });
});
