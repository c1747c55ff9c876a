import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { organizationJsonLd, serializeJsonLd } from '@/lib/json-ld';

describe('JSON-LD', () => {
  it('cannot close its script tag', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('describes the organisation with both offices and the social profiles', () => {
    const data = organizationJsonLd();
    expect(data).toMatchObject({ '@type': 'Organization', name: site.name, url: 'http://localhost:3000' });
    expect(data.sameAs).toHaveLength(5);
    expect(data.location.map((place) => place.address.addressRegion)).toEqual(['NC', 'ON']);
  });
});
