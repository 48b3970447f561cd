// Open-Meteo Historical Weather (ERA5) daily answer -> WeatherDay rows: same variables as the forecast.
export { normalizeWeatherDaily as normalizeArchiveDaily, type WeatherDay } from '../open-meteo-forecast/normalize.js';
