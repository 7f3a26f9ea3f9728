import { createFileRoute } from '@tanstack/react-router';
import { CouponPage } from '../../features/coupon/CouponPage';

export const Route = createFileRoute('/_default/coupon')({ component: CouponPage });
