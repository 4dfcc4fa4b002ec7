// SPDX-License-Identifier: MIT
pragma solidity ^0.8.30;

import {Base64} from "./Base64.sol";

/// @notice The callback a contract must implement to receive tokens through `safeTransferFrom` (EIP-721).
interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title TestNft
/// @notice An ERC-721 token (EIP-721 with the metadata and enumerable extensions) for WalletDock's local
/// stack. `tokenURI` is an on-chain `data:application/json;base64,…` document whose image is an on-chain
/// SVG card showing the token id, so a wallet view can render it with no network. The deployer is the owner
/// and is the only account allowed to mint. Errors follow ERC-6093 where it defines one.
contract TestNft {
    string public constant name = "Dock Test NFT";
    string public constant symbol = "DNFT";
    address public immutable owner;

    mapping(uint256 tokenId => address) private _owners;
    mapping(address holder => uint256) private _balances;
    mapping(uint256 tokenId => address) private _tokenApprovals;
    mapping(address holder => mapping(address operator => bool)) private _operatorApprovals;

    uint256[] private _allTokens;
    mapping(address holder => mapping(uint256 index => uint256 tokenId)) private _ownedTokens;
    mapping(uint256 tokenId => uint256 index) private _ownedTokensIndex;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error ERC721InvalidOwner(address owner);
    error ERC721NonexistentToken(uint256 tokenId);
    error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner);
    error ERC721InvalidSender(address sender);
    error ERC721InvalidReceiver(address receiver);
    error ERC721InsufficientApproval(address operator, uint256 tokenId);
    error ERC721InvalidApprover(address approver);
    error ERC721InvalidOperator(address operator);
    /// @notice An enumeration index past the end (`holder` is zero for `tokenByIndex`).
    error ERC721OutOfBoundsIndex(address holder, uint256 index);
    /// @notice The caller is not the owner.
    error Unauthorized(address caller);

    constructor() {
        owner = msg.sender;
    }

    /// @notice ERC-165: true for ERC-165, ERC-721, ERC-721 Metadata and ERC-721 Enumerable.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x80ac58cd // ERC-721
            || interfaceId == 0x5b5e139f // ERC-721 Metadata
            || interfaceId == 0x780e9d63; // ERC-721 Enumerable
    }

    /// @notice The number of tokens `holder` owns.
    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert ERC721InvalidOwner(address(0));
        return _balances[holder];
    }

    /// @notice The owner of `tokenId`; reverts if the token does not exist.
    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = _owners[tokenId];
        if (holder == address(0)) revert ERC721NonexistentToken(tokenId);
        return holder;
    }

    /// @notice Lets `to` transfer `tokenId` (zero address: nobody). Caller: the token's owner or its operator.
    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !_operatorApprovals[holder][msg.sender]) {
            revert ERC721InvalidApprover(msg.sender);
        }
        _tokenApprovals[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    /// @notice The account approved for `tokenId`, or the zero address.
    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _tokenApprovals[tokenId];
    }

    /// @notice Lets (or stops) `operator` manage all of the caller's tokens.
    function setApprovalForAll(address operator, bool approved) external {
        if (operator == address(0)) revert ERC721InvalidOperator(address(0));
        _operatorApprovals[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    /// @notice Whether `operator` manages all of `holder`'s tokens.
    function isApprovedForAll(address holder, address operator) external view returns (bool) {
        return _operatorApprovals[holder][operator];
    }

    /// @notice Moves `tokenId` from `from` to `to` without checking that `to` can receive it.
    function transferFrom(address from, address to, uint256 tokenId) public {
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        address holder = ownerOf(tokenId);
        if (holder != from) revert ERC721IncorrectOwner(from, tokenId, holder);
        if (
            msg.sender != holder && !_operatorApprovals[holder][msg.sender]
                && _tokenApprovals[tokenId] != msg.sender
        ) {
            revert ERC721InsufficientApproval(msg.sender, tokenId);
        }
        delete _tokenApprovals[tokenId];
        _removeFromOwner(from, tokenId);
        _addToOwner(to, tokenId);
        emit Transfer(from, to, tokenId);
    }

    /// @notice `safeTransferFrom` with empty data.
    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    /// @notice Moves `tokenId` from `from` to `to`; a contract recipient must accept it with
    /// `onERC721Received`.
    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length == 0) return;
        try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (bytes4 answer) {
            if (answer != IERC721Receiver.onERC721Received.selector) revert ERC721InvalidReceiver(to);
        } catch {
            revert ERC721InvalidReceiver(to);
        }
    }

    /// @notice The number of tokens in existence.
    function totalSupply() external view returns (uint256) {
        return _allTokens.length;
    }

    /// @notice The token at `index` of all tokens, in minting order.
    function tokenByIndex(uint256 index) external view returns (uint256) {
        if (index >= _allTokens.length) revert ERC721OutOfBoundsIndex(address(0), index);
        return _allTokens[index];
    }

    /// @notice The token at `index` of the tokens `holder` owns.
    function tokenOfOwnerByIndex(address holder, uint256 index) external view returns (uint256) {
        if (index >= _balances[holder]) revert ERC721OutOfBoundsIndex(holder, index);
        return _ownedTokens[holder][index];
    }

    /// @notice Creates `tokenId` for `to`. Owner only.
    function mint(address to, uint256 tokenId) external {
        if (msg.sender != owner) revert Unauthorized(msg.sender);
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        if (_owners[tokenId] != address(0)) revert ERC721InvalidSender(address(0));
        _allTokens.push(tokenId);
        _addToOwner(to, tokenId);
        emit Transfer(address(0), to, tokenId);
    }

    /// @notice The token's metadata as a `data:application/json;base64,…` URI with an SVG image.
    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory id = _toString(tokenId);
        uint256 hue = ((tokenId % 360) * 47) % 360;
        bytes memory json = abi.encodePacked(
            '{"name":"Dock Test NFT #',
            id,
            '","description":"A test NFT of the WalletDock local stack, drawn on-chain.","image":"data:image/svg+xml;base64,',
            Base64.encode(_image(id, hue)),
            '","attributes":[{"trait_type":"Hue","value":',
            _toString(hue),
            "}]}"
        );
        return string.concat("data:application/json;base64,", Base64.encode(json));
    }

    function _image(string memory id, uint256 hue) private pure returns (bytes memory) {
        string memory size = bytes(id).length > 4 ? "48" : "96";
        return abi.encodePacked(
            '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">',
            '<rect width="400" height="400" rx="32" fill="hsl(',
            _toString(hue),
            ',65%,45%)"/><rect x="20" y="20" width="360" height="360" rx="20" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4"/>',
            '<text x="200" y="120" font-family="sans-serif" font-size="30" fill="#fff" text-anchor="middle">Dock Test NFT</text>',
            '<text x="200" y="250" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle" font-size="',
            size,
            '">#',
            id,
            "</text></svg>"
        );
    }

    function _addToOwner(address to, uint256 tokenId) private {
        uint256 index = _balances[to];
        _ownedTokens[to][index] = tokenId;
        _ownedTokensIndex[tokenId] = index;
        _balances[to] = index + 1;
        _owners[tokenId] = to;
    }

    function _removeFromOwner(address from, uint256 tokenId) private {
        uint256 last = _balances[from] - 1;
        uint256 index = _ownedTokensIndex[tokenId];
        if (index != last) {
            uint256 lastTokenId = _ownedTokens[from][last];
            _ownedTokens[from][index] = lastTokenId;
            _ownedTokensIndex[lastTokenId] = index;
        }
        delete _ownedTokens[from][last];
        _balances[from] = last;
    }

    function _toString(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits = 0;
        for (uint256 rest = value; rest != 0; rest /= 10) {
            ++digits;
        }
        bytes memory text = new bytes(digits);
        for (uint256 i = digits; i > 0; --i) {
            text[i - 1] = bytes1(uint8(48 + (value % 10)));
            value /= 10;
        }
        return string(text);
    }
}
