import { createFileRoute } from '@tanstack/react-router';
import { FairnessPage } from '../../features/fairness/FairnessPage';

export const Route = createFileRoute('/_default/fairness')({ component: FairnessPage });
