import { createFileRoute } from '@tanstack/react-router';
import { SettingsPanel } from '../../features/admin/settings/SettingsPanel';

export const Route = createFileRoute('/_admin/admin/settings')({ component: SettingsPanel });
