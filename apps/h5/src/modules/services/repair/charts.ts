/**
 * echarts for the statistics screen, with only the parts it draws (bar, line, pie on a canvas).
 * Imported lazily by Chart.tsx so that echarts stays out of every other screen's bundle; only
 * `init` leaves this file, so the rest of echarts/core can be shaken off.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

register([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
