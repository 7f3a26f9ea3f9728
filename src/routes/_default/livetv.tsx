import { createFileRoute } from '@tanstack/react-router';
import { LiveTvPage } from '../../features/livetv/LiveTvPage';

export const Route = createFileRoute('/_default/livetv')({ component: LiveTvPage });
