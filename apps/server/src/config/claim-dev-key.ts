/**
 * The coin claim signer on the local chain: anvil's mnemonic ("test test ... junk") account #19,
 * 0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199. A public development key, never valid elsewhere: on
 * any other chain CLAIM_SIGNER_KEY must be set or claims answer 503. It only signs vouchers (no
 * transactions), so sharing the account with tests costs no nonce races.
 */
export const DEV_CLAIM_SIGNER_KEY = '0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e';
