import { createFileRoute } from '@tanstack/react-router';
import { BoardWritePage } from '../../features/board/BoardWritePage';

export const Route = createFileRoute('/_default/free/write')({ component: BoardWritePage });
