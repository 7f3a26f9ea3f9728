import { createFileRoute } from '@tanstack/react-router';
import { BoardPanel } from '../../features/admin/board/BoardPanel';

export const Route = createFileRoute('/_admin/admin/board')({ component: BoardPanel });
