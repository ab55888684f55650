import Foundation
import KeyedArchive
import PropertyList
import StatePrivacy
import TestSupport
import Testing

/// Issue 55's measure, on values no other test uses (`PrivateStateValues`): each private value
/// in each place apps keep it, scanned and redacted alone. Of the kinds docs/privacy.md claims,
/// every one is found and none is left after redacting; of all, at most 10% is left.
@Suite("privacy: a fresh set of private values, found and taken out (issue 55)")
struct MeasuredValuesTests {
    static let placeholders = Placeholders(key: Array(repeating: 5, count: 32))

    /// The object's fields for `value` kept at `placement`.
    static func fields(_ value: PrivateStateValues.Value, _ placement: PrivateStateValues.Placement) -> [ArchiveField] {
        switch placement {
        case .archive: [ArchiveField(value.key, .stored(.string(value.value)))]
        case .sentence: [ArchiveField("details", .stored(.string(PrivateStateValues.sentence(value.value))))]
        case .json:
            // A `@SceneStorage` draft: JSON kept as data.
            [ArchiveField("draftData", .inline(.data(Array(try! JSONSerialization.data(withJSONObject: [value.key: value.value], options: [.withoutEscapingSlashes])))))]
        }
    }

    /// Every text the archive holds, JSON in data decoded.
    static func texts(_ archive: KeyedArchive) -> [String] {
        archive.top.flatMap { field -> [String] in
            switch field.value {
            case .stored(.string(let text)), .inline(.string(let text)): return [text]
            case .inline(.data(let bytes)), .stored(.data(let bytes)):
                let decoded = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
                return [String(decoding: bytes, as: UTF8.self)] + (decoded?.values.compactMap { $0 as? String } ?? []) + (decoded?.keys.map { $0 } ?? [])
            default: return []
            }
        }
    }

    struct Outcome {
        var flagged = 0
        var stored: [String] = []
        var missed: [String] = []
        var places = 0
    }

    static func measure(_ values: [PrivateStateValues.Value]) -> Outcome {
        var outcome = Outcome()
        for value in values {
            for placement in value.placements {
                outcome.places += 1
                let archive = KeyedArchive(top: fields(value, placement), objects: [])
                let scanner = SecretScanner(policy: PrivacyPolicy())
                _ = scanner.archive(archive, at: "Root/Profile")
                let findings = scanner.takeFindings().filter { $0.rule != .typedText && !PrivacyRule.flaws.contains($0.rule) }
                if findings.isEmpty { outcome.missed.append("\(value.kind) \(value.key) (\(placement))") } else { outcome.flagged += 1 }
                let redacted = SecretScanner(policy: PrivacyPolicy(), placeholders: placeholders).archive(archive, at: "Root/Profile") ?? archive
                let left = texts(redacted).joined(separator: "\n")
                if value.needles.contains(where: { left.contains($0) }) { outcome.stored.append("\(value.kind) \(value.key) (\(placement))") }
            }
        }
        return outcome
    }

    @Test("the set: every documented kind, keys in twenty languages, more than 190 values in more than 280 places, all distinct")
    func theSet() {
        let values = PrivateStateValues.values
        #expect(values.count >= 190 && values.reduce(0) { $0 + $1.placements.count } >= 280)
        #expect(Set(values.map(\.key)).count == values.count)
        let kinds = Set(values.filter(\.claimed).map(\.kind))
        for rule in PrivacyRule.valueRules.map(\.id) where rule != "invalid-utf16" {
            #expect(kinds.contains(rule), "no value of \(rule)")
        }
        #expect(values.filter { $0.kind == "key:password" }.count >= 20)
    }

    @Test("of the kinds the docs claim, every value is found and none is left after redacting; of all, at most 10% is left")
    func claimedKinds() {
        let claimed = Self.measure(PrivateStateValues.values.filter(\.claimed))
        #expect(claimed.missed.isEmpty, "not found: \(claimed.missed)")
        #expect(claimed.stored.isEmpty, "left after redacting: \(claimed.stored)")
        let all = Self.measure(PrivateStateValues.values)
        #expect(all.stored.count * 10 <= all.places, "\(all.stored.count) of \(all.places) left: \(all.stored)")
        // What is left is what the docs say no rule covers.
        #expect(Set(all.stored.map { $0.components(separatedBy: " ").first ?? "" }) == ["miss:"], "\(all.stored)")
    }
}
