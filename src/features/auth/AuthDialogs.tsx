import { useState } from 'react';
import { closeDialog, openDialog } from '../../app/commands';
import { FindPasswordDialog } from './FindPasswordDialog';
import { JoinConfirmDialog } from './JoinConfirmDialog';
import { JoinDialog } from './JoinDialog';
import { LoginDialog } from './LoginDialog';
import { RecommenderJoinDialog } from './RecommenderJoinDialog';

/** Every sign-in and sign-up dialog, with the little state they pass to each other. */
export function AuthDialogs({ withLogin = true }: { withLogin?: boolean }) {
  const [recommendCode, setRecommendCode] = useState<string | null>(null);
  const [account, setAccount] = useState<{ userId: string; nickname: string } | null>(null);

  return (
    <>
      {withLogin ? <LoginDialog /> : null}
      <JoinDialog
        recommendCode={recommendCode}
        // A plain sign-up after a recommender one must not keep the old code.
        onClose={() => {
          setRecommendCode(null);
          closeDialog('join');
        }}
        onJoined={(joined) => {
          setRecommendCode(null);
          setAccount(joined);
          closeDialog('join');
          openDialog('joinConfirm');
        }}
      />
      <JoinConfirmDialog account={account} />
      <RecommenderJoinDialog
        onNext={(code) => {
          setRecommendCode(code);
          closeDialog('recommenderJoin');
          openDialog('join');
        }}
      />
      <FindPasswordDialog />
    </>
  );
}
