import { createFileRoute } from '@tanstack/react-router';
import { ExchangePage } from '../../features/wallet/ExchangePage';

export const Route = createFileRoute('/_default/exchange')({ component: ExchangePage });
