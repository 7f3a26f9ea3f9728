import { createFileRoute } from '@tanstack/react-router';
import { MinigamePanel } from '../../features/admin/minigame/MinigamePanel';

export const Route = createFileRoute('/_admin/admin/minigame')({ component: MinigamePanel });
