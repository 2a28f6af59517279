// uPlot's own stylesheet (legend, cursor), fetched with uPlot when the first chart mounts.
import 'uplot/dist/uPlot.min.css';

export {};
