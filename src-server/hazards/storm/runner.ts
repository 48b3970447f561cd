// Storm's source calls: Open-Meteo forecast and archive (gusts), EONET severe storms.
import { eonetWeatherRunner } from '../weather-runners.js';
import { STORM } from './model.js';

export const stormRunner = eonetWeatherRunner(STORM.category, STORM.radiusKm);
