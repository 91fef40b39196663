import { badRequest } from "../http/errors";

export const noWallet = () => badRequest("ERROR_108", "Wallet not found");
export const insufficientWallet = () => badRequest("ERROR_109", "Insufficient wallet balance");
