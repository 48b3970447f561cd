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
    // Issue 48: the portfolio routes, the three import bodies and the three representations of a portfolio's risk.
    const portfolios = spec.paths['/api/v1/portfolios'];
    assert.deepEqual(Object.keys(portfolios.post.requestBody.content).sort(), ['application/geo+json', 'application/json', 'text/csv']);
    assert.ok(portfolios.post.responses['201'] && portfolios.post.responses['422'] && portfolios.post.responses['413']);
    assert.ok(portfolios.get.responses['200']);
    const one = spec.paths['/api/v1/portfolios/{id}'];
    assert.ok(one.get && one.patch && one.delete.responses['204']);
    const risk = spec.paths['/api/v1/portfolios/{id}/risk'].post.responses;
    assert.deepEqual(Object.keys(risk['200'].content).sort(), ['application/geo+json', 'application/json', 'text/csv']);
    assert.ok(risk['406'], 'an Accept allowing none of the three is documented');
    const watchBody = spec.paths['/api/v1/watches'].post.requestBody.content['application/json'].schema;
    assert.ok(JSON.stringify(watchBody).includes('portfolioId'), 'a watch may name a portfolio');
  });
});
