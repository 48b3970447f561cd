// Wildfire's source calls: Open-Meteo forecast and archive (fire weather), EONET wildfires.
import { eonetWeatherRunner } from '../weather-runners.js';
import { WILDFIRE } from './model.js';

export const wildfireRunner = eonetWeatherRunner(WILDFIRE.category, WILDFIRE.radiusKm);
