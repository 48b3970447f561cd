// Shown instead of the map when the machine has no WebGL 2: the forecast still works without it.
export function NoWebgl(props: { reason: string }) {
  return (
    <div className="map-fallback" role="note" data-testid="map-unavailable">
      <p>The Earth map needs WebGL 2, which is not available here ({props.reason}). Forecasts still work.</p>
    </div>
  );
}
