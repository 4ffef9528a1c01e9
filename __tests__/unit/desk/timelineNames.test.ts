/**
 * @jest-environment node
 */
import { baseApi } from '../../../src/api/baseApi';
import '../../../src/app/portalEndpoints';
import { endpointName } from '../../../src/desk/log/timeline';
import { deskTimelineText } from '../../../src/text/deskTimeline';

/** The portal's endpoints: every call a customer's session log can hold. */
const endpoints = Object.keys(baseApi.endpoints).sort();

describe("the desk's timeline names every call of the portal in Dutch", () => {
  it('has a name for each endpoint of the portal, and none for an endpoint that is gone', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(deskTimelineText.endpoints).sort()).toEqual(endpoints);
  });

  it('says each in Dutch words, not as its code name', () => {
    const codeLike = endpoints.filter((name) => !/^[a-zë -]+$/.test(endpointName(name)));
    expect(codeLike).toEqual([]);
    expect(new Set(endpoints.map(endpointName)).size).toBe(endpoints.length);
  });
});
