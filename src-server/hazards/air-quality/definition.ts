// Air quality: everything Hazardcast knows about the hazard (CAMS PM2.5 against the US EPA line).
import { defineHazard } from '../define.js';
import { airQualityEventSchema } from './event.js';
import { AIR_QUALITY_GUIDANCE } from './guidance.js';
import { airQualityModel } from './model.js';
import { airQualityRunner } from './runner.js';
import { AIR_QUALITY_WORDS } from './words.js';
import { hazardWords } from '../words.js';
import { AIR_QUALITY_ADVICE_WORDS } from './advice-words.js';
import { AIR_QUALITY_ANSWER_WORDS, AIR_QUALITY_EVENT_WORDS, AIR_QUALITY_NAME_WORDS } from './answer-words.js';

export const airQualityHazard = defineHazard({
  id: 'air-quality',
  label: 'Air quality',
  aliases: [],
  event: airQualityEventSchema,
  verification: null,
  vocabulary: {
    ...AIR_QUALITY_WORDS,
    en: [
      'air quality',
      'air pollution',
      'smog',
      'pollution',
      'pm2.5',
      'pm 2.5',
      'pm10',
      'haze',
      'aqi',
      'dust storm',
      'dust storms',
      'sandstorm',
      'sandstorms',
      'ozone',
      'particulates',
      'bad air',
    ],
  },
  sources: ['open-meteo-air-quality'],
  exposure: {},
  guidance: AIR_QUALITY_GUIDANCE,
  words: hazardWords({
    names: AIR_QUALITY_NAME_WORDS,
    answer: AIR_QUALITY_ANSWER_WORDS,
    advice: AIR_QUALITY_ADVICE_WORDS,
    events: AIR_QUALITY_EVENT_WORDS,
  }),
  runner: airQualityRunner,
  model: airQualityModel,
  // No hindcast of ours yet: the live part's forecast system and its published verification (docs/methodology/air-quality.md).
  reliability: { publishedVerification: 'CAMS global forecast PM2.5 (CAMS global validation reports, Eskes et al., quarterly)' },
});
