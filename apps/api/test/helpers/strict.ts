import { z } from "zod";

/**
 * A copy of a zod schema in which every object, however deep, refuses keys it does not name.
 * Walks through arrays, tuples, optional, nullable, defaults, unions (discriminated too),
 * intersections, records, pipes and lazy schemas; any other schema is kept as it is.
 * A key the schema requires is still required, so a missing key fails as well.
 */
export function deepStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, value] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      shape[key] = deepStrict(value);
    }
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(deepStrict(schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return deepStrict(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return deepStrict(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodDefault) {
    return deepStrict(schema.unwrap() as z.ZodType).default(schema.def.defaultValue as never);
  }
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = (schema.options as z.ZodType[]).map(deepStrict);
    return z.discriminatedUnion(schema.def.discriminator, options as never);
  }
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodType[]).map(deepStrict);
    return z.union(options as [z.ZodType, z.ZodType, ...z.ZodType[]]);
  }
  if (schema instanceof z.ZodIntersection) {
    return z.intersection(deepStrict(schema.def.left as z.ZodType), deepStrict(schema.def.right as z.ZodType));
  }
  if (schema instanceof z.ZodTuple) {
    const items = (schema.def.items as z.ZodType[]).map(deepStrict);
    const rest = schema.def.rest ? deepStrict(schema.def.rest as z.ZodType) : null;
    return rest ? z.tuple(items as [z.ZodType], rest) : z.tuple(items as [z.ZodType]);
  }
  if (schema instanceof z.ZodRecord) {
    return z.record(schema.keyType as z.ZodString, deepStrict(schema.valueType as z.ZodType));
  }
  if (schema instanceof z.ZodPipe) return z.pipe(deepStrict(schema.in as z.ZodType), schema.out as z.ZodType);
  if (schema instanceof z.ZodLazy) {
    const getter = schema.def.getter as () => z.ZodType;
    return z.lazy(() => deepStrict(getter()));
  }
  return schema;
}
