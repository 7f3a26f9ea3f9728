import { createFileRoute } from '@tanstack/react-router';
import { WalletPanel } from '../../features/admin/wallet/WalletPanel';

export const Route = createFileRoute('/_admin/admin/wallet')({ component: WalletPanel });
