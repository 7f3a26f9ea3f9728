import { createFileRoute } from '@tanstack/react-router';
import { RulePage } from '../../features/rule/RulePage';

export const Route = createFileRoute('/_default/rule')({ component: RulePage });
