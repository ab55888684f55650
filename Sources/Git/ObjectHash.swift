import Crypto

/// Git's object id: SHA-1 over `<type> <size>\0` and the bytes. BoringSSL's SHA-1
/// (swift-crypto, already linked for packs) costs half of libgit2 1.5's collision-detecting
/// one, and a commit hashes every blob and tree it writes (docs/architecture.md#object-ids).
enum ObjectHash {
    static func id(_ type: StaticString, of bytes: [UInt8]) -> ObjectID {
        var hash = Insecure.SHA1()
        var header = type.withUTF8Buffer { Array($0) }
        header.append(0x20)
        header += String(bytes.count).utf8
        header.append(0)
        hash.update(data: header)
        hash.update(data: bytes)
        return hash.finalize().withUnsafeBytes { ObjectID(raw: $0) }
    }
}
