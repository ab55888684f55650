/// A commit object built in memory, as git writes one, for writing many at once into a pack
/// (`writePack(of:)`): `tree`, `parent` lines, `author` and `committer` with their times and
/// offsets, a blank line, the message.
public enum CommitObject {
    public static func make(tree: ObjectID, parents: [ObjectID], author: Signature, committer: Signature, message: String, encoding: String? = nil) -> PackObject {
        var text = "tree \(tree.hex)\n"
        for parent in parents { text += "parent \(parent.hex)\n" }
        text += "author " + line(author) + "\ncommitter " + line(committer) + "\n"
        if let encoding { text += "encoding \(encoding)\n" }
        text += "\n" + message
        let bytes = Array(text.utf8)
        return PackObject(kind: .commit, id: ObjectHash.id("commit", of: bytes), bytes: bytes)
    }

    /// `Name <email> 1764000000 +0100`.
    static func line(_ signature: Signature) -> String {
        let offset = abs(signature.offsetMinutes)
        let hours = String(offset / 60), minutes = String(offset % 60)
        return "\(signature.name) <\(signature.email)> \(signature.time) " + (signature.offsetMinutes < 0 ? "-" : "+")
            + String(repeating: "0", count: 2 - hours.count) + hours + String(repeating: "0", count: 2 - minutes.count) + minutes
    }
}
