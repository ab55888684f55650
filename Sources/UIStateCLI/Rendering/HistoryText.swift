#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRepository

/// Commit headers as `log` and `show` print them.
enum HistoryText {
    static func date(_ signature: Signature) -> String { signature.localTimeText }

    /// `(HEAD -> main, tag: v1)` for the refs pointing at a commit.
    static func decorations(_ id: ObjectID, _ decorations: Decorations) -> String {
        let names = decorations.references(at: id).map { name -> String in
            if name == decorations.head { return "HEAD -> " + name.shortName }
            switch name.kind {
            case .tag: return "tag: " + name.shortName
            case .branch, .remoteBranch: return name.shortName
            case .head, .backup, .other: return name.fullName
            }
        }
        return names.isEmpty ? "" : " (" + names.joined(separator: ", ") + ")"
    }

    /// The message without its subject and trailers (`CommitMessage.body`), each line indented
    /// by four spaces (an empty line stays empty); empty when there is no body.
    static func indentedBody(_ message: String) -> String {
        let body = CommitMessage.body(message)
        guard !body.isEmpty else { return "" }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    static func versionLine(_ info: SnapshotInfo) -> String {
        var parts: [String] = []
        if let app = info.trailer(CommitMessage.Trailer.appVersion) { parts.append("app \(app)") }
        if let bundle = info.trailer(CommitMessage.Trailer.bundleVersion) { parts.append("bundle \(bundle)") }
        if let system = info.trailer(CommitMessage.Trailer.systemVersion) { parts.append("iOS \(system)") }
        if let idiom = info.trailer(CommitMessage.Trailer.idiom) { parts.append(idiom) }
        if let windows = info.trailer(CommitMessage.Trailer.windows) { parts.append("\(windows) window\(windows == "1" ? "" : "s") (AppKit)") }
        if let objects = info.trailer(CommitMessage.Trailer.objects) { parts.append("\(objects) objects") }
        if let sessions = info.trailer(CommitMessage.Trailer.sessions) { parts.append("\(sessions) scene session\(sessions == "1" ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    static func header(_ info: SnapshotInfo, decoration: String, notes: [String] = [], style: Style, into out: inout [String]) {
        out.append(style.yellow("snapshot \(info.id.hex)") + decoration)
        out.append("Author: \(info.author.name) <\(info.author.email)>")
        out.append("Date:   \(date(info.author))")
        let versions = versionLine(info)
        if !versions.isEmpty { out.append("State:  \(versions)") }
        out += notes
        out.append("")
        out.append("    \(info.subject)")
        let body = indentedBody(info.message)
        if !body.isEmpty {
            out.append("")
            out.append(body)
        }
    }

    static func json(_ info: SnapshotInfo, decorations: Decorations) -> [JSONMember] {
        func signature(_ s: Signature) -> JSONValue {
            .object([JSONMember("name", .string(s.name)), JSONMember("email", .string(s.email)), JSONMember("date", .string(date(s)))])
        }
        return [
            JSONMember("id", .string(info.id.hex)),
            JSONMember("shortId", .string(info.id.short)),
            JSONMember("parents", .array(info.parents.map { .string($0.hex) })),
            JSONMember("subject", .string(info.subject)),
            JSONMember("message", .string(info.message)),
            JSONMember("author", signature(info.author)),
            JSONMember("committer", signature(info.committer)),
            JSONMember("appVersion", .optional(info.trailer(CommitMessage.Trailer.appVersion))),
            JSONMember("bundleVersion", .optional(info.trailer(CommitMessage.Trailer.bundleVersion))),
            JSONMember("systemVersion", .optional(info.trailer(CommitMessage.Trailer.systemVersion))),
            JSONMember("idiom", .optional(info.trailer(CommitMessage.Trailer.idiom))),
            JSONMember("objectCount", info.trailer(CommitMessage.Trailer.objects).flatMap(Int.init).map { .int($0) } ?? .null),
            JSONMember("refs", .array(decorations.references(at: info.id).map { .string($0.fullName) })),
        ]
    }
}
