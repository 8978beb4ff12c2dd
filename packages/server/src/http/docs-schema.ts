// OpenAPI has no way to say "these query parameters, or those": a discriminated union (the two
// grants of /oauth/token) is documented as one object whose discriminator lists every value and whose
// other fields are optional unless every variant requires them. Validation still uses the union.
import { z } from 'zod';

export function flattenUnionForDocs(schema: unknown): unknown {
  if (!(schema instanceof z.ZodDiscriminatedUnion)) return schema;
  const discriminator = schema._zod.def.discriminator;
  const variants = schema.options.filter((o): o is z.ZodObject => o instanceof z.ZodObject);
  const values = variants.flatMap((v) => {
    const field = v.shape[discriminator];
    return field instanceof z.ZodLiteral ? [...field.values].map(String) : [];
  });
  const shape: Record<string, z.ZodType> = {};
  for (const variant of variants) {
    for (const [key, field] of Object.entries(variant.shape)) {
      if (key === discriminator || shape[key]) continue;
      const everywhere = variants.every((v) => key in v.shape);
      shape[key] = everywhere ? (field as z.ZodType) : (field as z.ZodType).optional();
    }
  }
  return z.object({
    [discriminator]: z.enum(values as [string, ...string[]]),
    ...shape,
  });
}
