import { createFileRoute } from '@tanstack/react-router';
import { ContentPanel } from '../../features/admin/content/ContentPanel';

export const Route = createFileRoute('/_admin/admin/content')({ component: ContentPanel });
