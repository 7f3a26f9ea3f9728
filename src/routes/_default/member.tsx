import { createFileRoute } from '@tanstack/react-router';
import { MyPage } from '../../features/member/MyPage';

export const Route = createFileRoute('/_default/member')({ component: MyPage });
