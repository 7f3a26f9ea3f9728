import { createFileRoute } from '@tanstack/react-router';
import { PointPage } from '../../features/points/PointPage';

export const Route = createFileRoute('/_default/mywallet/point')({ component: PointPage });
