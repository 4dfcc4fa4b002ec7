// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

/// @title Base64
/// @notice Standard Base64 encoding (RFC 4648 §4, with `=` padding), for on-chain `data:` URIs.
library Base64 {
    bytes private constant ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    /// @notice Encodes `data` as Base64 text.
    function encode(bytes memory data) internal pure returns (string memory) {
        uint256 length = data.length;
        if (length == 0) return "";
        bytes memory out = new bytes(4 * ((length + 2) / 3));
        uint256 j = 0;
        for (uint256 i = 0; i < length; i += 3) {
            uint256 remaining = length - i;
            uint256 chunk = uint256(uint8(data[i])) << 16;
            if (remaining > 1) chunk |= uint256(uint8(data[i + 1])) << 8;
            if (remaining > 2) chunk |= uint256(uint8(data[i + 2]));
            out[j] = ALPHABET[(chunk >> 18) & 63];
            out[j + 1] = ALPHABET[(chunk >> 12) & 63];
            out[j + 2] = remaining > 1 ? ALPHABET[(chunk >> 6) & 63] : bytes1("=");
            out[j + 3] = remaining > 2 ? ALPHABET[chunk & 63] : bytes1("=");
            j += 4;
        }
        return string(out);
    }
}
