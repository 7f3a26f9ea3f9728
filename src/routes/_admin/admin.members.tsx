import { createFileRoute } from '@tanstack/react-router';
import { MembersPanel } from '../../features/admin/members/MembersPanel';

export const Route = createFileRoute('/_admin/admin/members')({ component: MembersPanel });
