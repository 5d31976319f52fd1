import { z } from 'zod';
import { patternIds, registerFields, type FieldRules } from './field-rules';

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0).max(4096),
  maxLength: z.number().int().min(0).max(4096),
  patternId: z.enum(patternIds),
  acceptedPattern: z.string().max(512).nullable(),
});

export const fieldRulesSchema = z.object(
  Object.fromEntries(registerFields.map((f) => [f, fieldRuleSchema])) as Record<
    (typeof registerFields)[number],
    typeof fieldRuleSchema
  >,
) as unknown as z.ZodType<FieldRules>;

/** `GET /wps/system/setting/register` (cached by the client in session storage). */
export const registerSettingsSchema = z.object({
  rules: fieldRulesSchema,
  /** The terms checkbox confirms this age. */
  minimumAge: z.number().int(),
  /** REGMOBVERF3: a mobile number given at registration needs an SMS code. */
  smsVerification: z.boolean(),
  /** MOBILENUMPASSREG3: mobile registration asks for a password. */
  mobilePassword: z.boolean(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;
