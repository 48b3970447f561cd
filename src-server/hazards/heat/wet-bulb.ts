// Wet-bulb temperature from air temperature and relative humidity at standard pressure.
//
// Stull, R. (2011). Wet-bulb temperature from relative humidity and air temperature. J. Appl. Meteor.
// Climatol. 50, 2267-2269, eq. (1). Valid for RH 5-99 % and T -20..50 °C; error mostly within ±1 °C.
// Thresholds used with it (docs/methodology/heat.md):
// - Vecellio, D. J. et al. (2022). Evaluating the 35 °C wet-bulb temperature adaptability threshold for young,
//   healthy subjects (PSU HEAT Project). J. Appl. Physiol. 132, 340-345: uncompensable heat stress from about
//   31 °C wet-bulb in warm-humid conditions.
// - Sherwood, S. C., Huber, M. (2010). An adaptability limit to climate change due to heat stress. PNAS 107,
//   9552-9555: 35 °C wet-bulb, the theoretical limit of human heat dissipation.

export const STULL_VALID = { rhPct: [5, 99], tempC: [-20, 50] } as const;

/** Stull (2011) wet-bulb temperature in °C; inputs are clamped to the fit's validity range. */
export function stullWetBulbC(tempC: number, rhPct: number): number {
  if (!Number.isFinite(tempC) || !Number.isFinite(rhPct)) return Number.NaN;
  const t = Math.min(STULL_VALID.tempC[1], Math.max(STULL_VALID.tempC[0], tempC));
  const rh = Math.min(STULL_VALID.rhPct[1], Math.max(STULL_VALID.rhPct[0], rhPct));
  return (
    t * Math.atan(0.151977 * Math.sqrt(rh + 8.313659)) +
    Math.atan(t + rh) -
    Math.atan(rh - 1.676331) +
    0.00391838 * rh ** 1.5 * Math.atan(0.023101 * rh) -
    4.686035
  );
}

/** Wet-bulb levels of the heat severity table (risk scale: days of disruption per such day). */
export const WET_BULB_LIMITS = { uncompensableC: 31, survivabilityC: 35 } as const;
