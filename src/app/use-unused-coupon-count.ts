import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { fetchCouponSummary } from '../api/coupon.api';
import { useUser } from './hooks';

/**
 * The logged-in member's unused coupons, for the top bar's coupon link. One indexed count, asked
 * again on navigation and whenever the balances change (using a coupon changes them), so the
 * badge costs nothing while the member stays on one page. Null while unknown or logged out.
 */
export function useUnusedCouponCount(): number | null {
  const user = useUser();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [count, setCount] = useState<number | null>(null);
  const userId = user?.userId ?? null;
  const balances = user ? `${user.emoney}:${user.point}` : '';

  useEffect(() => {
    if (!userId) {
      setCount(null);
      return;
    }
    let current = true;
    fetchCouponSummary().then(
      (summary) => current && setCount(summary.unused),
      // A badge is decoration: a failed count just hides it.
      () => current && setCount(null),
    );
    return () => {
      current = false;
    };
  }, [userId, balances, pathname]);

  return count;
}
