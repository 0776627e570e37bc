import { z } from 'zod';

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

/** An EVM address, accepted in any case and normalised to lower case. */
export const AddressSchema = z
  .string()
  .regex(addressPattern, 'must be a 0x-prefixed 40-hex-digit address')
  .transform((value) => value.toLowerCase() as `0x${string}`);

export function isAddress(value: string): value is `0x${string}` {
  return addressPattern.test(value);
}

/** 0x1234…abcd, as shown everywhere in the interface. */
export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= 2 + chars * 2) return address;
  return `${address.slice(0, 2 + chars)}…${address.slice(-chars)}`;
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The zero address, in any case: the sender of a mint, the receiver of a burn. */
export function isZeroAddress(address: string): boolean {
  return address.toLowerCase() === ZERO_ADDRESS;
}
