import KeyedArchive
import PropertyList
import StatePrivacy
import TestSupport
import Testing

/// False alarms on ordinary state (issue 47): the values real apps keep, under their keys, each
/// scanned alone; at most 2% may be reported, and each one that is is named.
@Suite("privacy: ordinary values left alone")
struct OrdinaryValuesTests {
    @Test("at least 150 ordinary values of real apps' states; at most 2% reported (none, as measured)")
    func falseAlarms() {
        let values = OrdinaryStateValues.values
        #expect(values.count >= 150 && Set(values.map(\.key)).count == values.count, "\(values.count) distinct keys")
        let policy = PrivacyPolicy()
        var flagged: [String] = []
        for value in values {
            let scanner = SecretScanner(policy: policy)
            _ = scanner.archive(KeyedArchive(top: [ArchiveField(value.key, value.value)], objects: []), at: "Root/Settings")
            let findings = scanner.takeFindings().filter { !PrivacyRule.flaws.contains($0.rule) && $0.rule != .typedText }
            if !findings.isEmpty { flagged.append("\(value.kind) \(value.key): \(findings.map(\.rule.id))") }
        }
        #expect(flagged.count * 50 <= values.count, "\(flagged.count) of \(values.count): \(flagged)")
        #expect(flagged.isEmpty, "measured: none is reported; \(flagged)")
    }

    @Test("every kind the measure covers is there: class names, storyboard ids, settings, counters, geometry, localized text, public ids, hashes, versions, dates")
    func kinds() {
        let kinds = Set(OrdinaryStateValues.values.map(\.kind))
        for kind in ["class name", "storyboard id", "setting", "counter", "geometry", "localized text", "public id", "hash", "version", "date", "interface"] {
            #expect(kinds.contains(kind), "\(kind)")
        }
    }
}
