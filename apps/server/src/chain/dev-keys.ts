/**
 * anvil's first default account (mnemonic "test test ... junk"): a public development key, used only
 * on the local chain. It deploys the demo collections, holds the largest share of them, funds burner
 * wallets and gives them a few demo tokens. One key, one serial queue: no nonce races.
 */
export const ANVIL_DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/** anvil's default mnemonic, from which the demo derives its other public development accounts. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
