import { createFileRoute } from '@tanstack/react-router';
import { CouponPanel } from '../../features/admin/coupon/CouponPanel';

export const Route = createFileRoute('/_admin/admin/coupon')({ component: CouponPanel });
