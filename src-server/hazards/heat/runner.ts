// Heat's source calls: Open-Meteo forecast and archive, and the CMIP6 run for 10y/30y.
export { climateWeatherRunner as heatRunner } from '../weather-runners.js';
