import { badRequest } from "../lib/http-error";
import { PRODUCT_NAME } from "../../shared/brand";
import { COMMON_PASSWORD_MESSAGE, passwordStrength, personalWords } from "../../shared/password-strength";

/**
 * A 400 naming the field when the password is one of the most common (or as easy to guess: a
 * repeat, a keyboard run, the person's own name or email). Length is the schema's job.
 */
export async function refuseCommonPassword(field: string, password: string, ...personal: (string | null | undefined)[]): Promise<void> {
  const { tooCommon } = await passwordStrength(password, personalWords(...personal, PRODUCT_NAME));
  if (tooCommon) throw badRequest(`${field}: ${COMMON_PASSWORD_MESSAGE}`);
}
