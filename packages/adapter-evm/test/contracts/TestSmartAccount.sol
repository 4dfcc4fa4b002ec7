// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice A minimal ERC-1271 smart account, for the sign-in verification tests only: a signature is valid when
/// it is the owner's ECDSA signature of the hash. A wallet's `personal_sign` of a message signs its EIP-191 hash,
/// which is the hash a verifier passes, so the owner's `personal_sign` is the account's signature.
contract TestSmartAccount {
    /// ERC-1271's answer for a valid signature: `bytes4(keccak256("isValidSignature(bytes32,bytes)"))`.
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }
}

/// @notice Deploys `TestSmartAccount`s at CREATE2 addresses: the factory of ERC-6492 signatures (a signature of an
/// account that is not deployed yet carries this factory and the call that deploys it).
contract TestSmartAccountFactory {
    function deploy(address owner, bytes32 salt) external returns (address) {
        return address(new TestSmartAccount{salt: salt}(owner));
    }
}
