import { createFileRoute } from '@tanstack/react-router';
import { FriendPage } from '../../features/friend/FriendPage';

export const Route = createFileRoute('/_default/friend')({ component: FriendPage });
