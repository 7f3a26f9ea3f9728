import { createFileRoute } from '@tanstack/react-router';
import { ChargePage } from '../../features/wallet/ChargePage';

export const Route = createFileRoute('/_default/charge')({ component: ChargePage });
