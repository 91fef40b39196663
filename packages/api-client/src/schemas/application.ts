import { z } from "zod";

/** A become-a-seller or become-a-driver application, echoed back as stored. */
export const applicationSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    status: z.enum(["pending", "approved", "rejected"]),
    created_at: z.string(),
  })
  .passthrough();
