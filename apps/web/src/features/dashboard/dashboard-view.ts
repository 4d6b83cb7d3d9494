import type { ChartView } from '@piiq/domain/dates';
import { DEFAULT_CHART_VIEW, parseChartView } from '@piiq/domain/kpi';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

const VIEW_PARAM = 'view';

/**
 * The dashboard's view in the URL (?view=week), so a reload or a shared link counts the same period;
 * without one, the default (month). A value that is not one of the four views means the default, and
 * the URL is corrected in place, so the address never names a view the page is not showing.
 */
export function useDashboardView(): [ChartView, (view: ChartView) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(VIEW_PARAM);
  const view = parseChartView(raw);
  const invalid = raw !== null && raw !== view;

  const setView = useCallback(
    (next: ChartView, options?: { replace: boolean }) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set(VIEW_PARAM, next);
        return params;
      }, options),
    [setSearchParams],
  );

  useEffect(() => {
    if (invalid) setView(DEFAULT_CHART_VIEW, { replace: true });
  }, [invalid, setView]);

  return [view, setView];
}
