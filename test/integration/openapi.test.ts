// The OpenAPI document is valid OpenAPI 3.1, and its unions read as the common tools expect (oneOf + discriminator).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildTestApp } from '../helpers/build-app.js';

describe('OpenAPI document', () => {
  test('validates against the OpenAPI 3.1 schema; forecast.event is a oneOf with a hazard discriminator', async (t) => {
    const { app } = await buildTestApp(t);
    const spec = (await app.inject({ url: '/api/v1/openapi.json' })).json();
    const result = await new Validator().validate(spec);
    assert.equal(result.valid, true, String(JSON.stringify(result.errors)).slice(0, 2000));

    const forecast = spec.paths['/api/v1/risk'].post.responses['200'].content['application/json'].schema.properties.forecast;
    const event = forecast.properties.event;
    const union = event.oneOf ? event : event.anyOf.find((s: { oneOf?: unknown }) => s.oneOf);
    assert.deepEqual(union.discriminator, { propertyName: 'hazard' });
    assert.equal(union.oneOf.length, 9);
    for (const branch of union.oneOf) assert.ok(branch.required.includes('hazard'));
    assert.ok(forecast.properties.companionEvent);
    // Issue 37: the lens cue under what was understood, and a 422's nearest names.
    const riskInput = spec.paths['/api/v1/risk'].post.responses['200'].content['application/json'].schema.properties.riskInput;
    assert.ok(riskInput.required.includes('decisionLensCue'));
    const problem = spec.paths['/api/v1/risk'].post.responses['422'].content['application/json'].schema;
    assert.ok(problem.properties.candidates && problem.properties.unknownPlace, 'place_not_found documents its candidates');
    assert.ok(spec.paths['/api/v1/watches'].post, 'POST /api/v1/watches is documented');
    assert.ok(spec.paths['/api/v1/watches'].post.responses['201']);
  });
});
