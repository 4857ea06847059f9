// @rcs-send/benchmark-charts: SVG charts as strings for the benchmarks' READMEs, named one by one.
export { barChartSvg, type Bar, type BarChart } from './barChart';
export { lineChartSvg, type LineChart, type Point, type Series } from './lineChart';
