// Scene layers every hazard may draw: the radius its model used around the place.
import type { HazardId } from '../contracts/enums.js';
import type { Place } from '../contracts/risk.js';
import type { Message } from '../i18n/message.js';
import type { ModelLayer } from './types.js';
import { circlePolygon } from '../shared/geo.js';

export function radiusLayer(hazard: HazardId, place: Place, radiusKm: number, title: Message): ModelLayer {
  return {
    id: `${hazard}-radius`,
    title,
    source: 'Hazardcast',
    kind: 'radius',
    data: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Polygon', coordinates: [circlePolygon(place.lat, place.lng, radiusKm)] },
          properties: { radiusKm, hazard },
        },
      ],
    },
  };
}
