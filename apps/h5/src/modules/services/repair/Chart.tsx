/**
 * One echarts chart, drawn once echarts/core has loaded; resized with the window, disposed on leave.
 * Redrawn when the option's content changes (screens build a new object on every render).
 */
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';

export function Chart(props: { option: EChartsCoreOption; testId?: string }) {
  const el = useRef<HTMLDivElement>(null);
  const option = useRef(props.option);
  option.current = props.option;
  const content = JSON.stringify(props.option);
  useEffect(() => {
    let live = true;
    let dispose = () => undefined as void;
    void import('./charts').then(({ init }) => {
      if (!live || !el.current) return;
      const chart = init(el.current);
      chart.setOption(option.current);
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      live = false;
      dispose();
    };
  }, [content]);
  return <div ref={el} className="repair-chart" data-testid={props.testId} />;
}
