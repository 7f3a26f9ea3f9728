import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dialogsInput, liveDialogsMachine } from '../../../src/app/dialogs-io';
import { dialogsStore } from '../../../src/stores/dialogs.store';
import { settingsStore } from '../../../src/stores/settings.store';
import { writeLoginDraft } from '../../../src/streams/shell/dialog-writes';
import { resetStores } from '../stores/reset-stores';
import { fakeEffects } from './session-harness';

const open = () => dialogsStore.getState().open;

describe('dialogs machine (spec §4/§5)', () => {
  let effects: ReturnType<typeof fakeEffects>;
  beforeEach(() => {
    resetStores();
    effects = fakeEffects('/');
  });
  afterEach(() => effects.restore());

  const start = () => createActor(liveDialogsMachine, { input: dialogsInput }).start();

  it('opens, closes and toggles any dialog flag', () => {
    const dialogs = start();
    dialogs.send({ type: 'OPEN', name: 'betSlip' });
    expect(open().betSlip).toBe(true);
    dialogs.send({ type: 'TOGGLE', name: 'betSlip' });
    expect(open().betSlip).toBe(false);
    dialogs.send({ type: 'TOGGLE', name: 'userInfo' });
    dialogs.send({ type: 'CLOSE', name: 'userInfo' });
    expect(open().userInfo).toBe(false);
  });

  it.each(['join', 'recommenderJoin'] as const)('opening %s first closes login', (name) => {
    const dialogs = start();
    dialogs.send({ type: 'OPEN', name: 'login' });
    dialogs.send({ type: 'OPEN', name });
    expect(open()).toMatchObject({ login: false, [name]: true });
  });

  it.each(['join', 'recommenderJoin'] as const)(
    'refuses %s with the sign-up-closed alert while sign-up is closed',
    (name) => {
      settingsStore.setState({ joinStartEndFlg: true });
      const dialogs = start();
      dialogs.send({ type: 'OPEN', name: 'login' });
      dialogs.send({ type: 'OPEN', name });
      expect(open()).toMatchObject({ login: false, [name]: false });
      expect(effects.notify).toHaveBeenCalledExactlyOnceWith('현재 회원가입은 종료했습니다.');

      dialogs.send({ type: 'TOGGLE', name });
      expect(open()[name]).toBe(false);
      expect(effects.notify).toHaveBeenCalledTimes(2);
    },
  );

  it('toggling login or join clears the typed id and password', () => {
    const dialogs = start();
    writeLoginDraft({ userId: 'member01', password: 'secret99' });
    dialogs.send({ type: 'TOGGLE', name: 'login' });
    expect(dialogsStore.getState().loginDraft).toEqual({ userId: '', password: '' });
    writeLoginDraft({ userId: 'member01', password: 'secret99' });
    dialogs.send({ type: 'TOGGLE', name: 'join' });
    expect(dialogsStore.getState().loginDraft).toEqual({ userId: '', password: '' });
    expect(open()).toMatchObject({ login: false, join: true });
  });
});
