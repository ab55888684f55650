import AppProject

/// `--reporter sarif`: SARIF 2.1.0, the format GitHub code scanning and other analysers'
/// viewers read. One run: the tool with a rule per finding code (its one-line meaning, how it
/// decides, what to change, a link to its section of docs/doctor.md, its default level), and a
/// result per finding, its file relative to the source root (`%SRCROOT%`), its line and
/// column, the fix in its properties; the rules' help holds their evidence. The baseline's
/// entries that no longer occur, and a finding with no file, are notifications of the
/// invocation (a result must have a location).
enum SARIFReport {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ outcome: DoctorOutcome, version: String) -> JSONValue {
        let base = outcome.source.base
        let rules = DoctorRules.all
        func location(_ file: String, line: Int?, column: Int?) -> JSONValue {
            var physical = [JSONMember("artifactLocation", .object([JSONMember("uri", .string(uri(file))), JSONMember("uriBaseId", .string("SRCROOT"))]))]
            if let line {
                physical.append(JSONMember("region", .object([JSONMember("startLine", .int(line)), JSONMember("startColumn", .int(column ?? 1))])))
            }
            return .object([JSONMember("physicalLocation", .object(physical))])
        }
        // Code scanning rejects a result without a location: a finding with no file (a folder
        // read whole, without an Info.plist) is a notification of the run instead.
        var results: [JSONValue] = []
        var notifications: [JSONValue] = []
        for finding in outcome.findings {
            guard let file = finding.file else {
                notifications.append(.object([
                    JSONMember("level", .string(level(finding.severity))),
                    JSONMember("message", .object([JSONMember("text", .string(finding.message))])),
                    JSONMember("associatedRule", .object([JSONMember("id", .string(finding.code.rawValue))])),
                ]))
                continue
            }
            results.append(.object([
                JSONMember("ruleId", .string(finding.code.rawValue)),
                JSONMember("ruleIndex", .int(rules.firstIndex { $0.code == finding.code } ?? 0)),
                JSONMember("level", .string(level(finding.severity))),
                JSONMember("message", .object([JSONMember("text", .string(finding.message))])),
                JSONMember("locations", .array([location(file, line: finding.line, column: finding.column)])),
                // The anchor keeps a finding's identity across edits, as the baseline does.
                JSONMember("partialFingerprints", .object([JSONMember("uistateAnchor/v1", .string(finding.code.rawValue + "|" + file + "|" + finding.anchor))])),
                JSONMember("properties", .object([
                    JSONMember("fix", .string(finding.fix)), JSONMember("target", .optional(finding.target)),
                    JSONMember("targets", .array(finding.targets.map { .string($0) })), JSONMember("anchor", .string(finding.anchor)),
                ])),
            ]))
        }
        for note in outcome.goneNotes {
            var members = [JSONMember("level", .string("note")), JSONMember("message", .object([JSONMember("text", .string(note.text))]))]
            if let file = outcome.baselineFile, !file.hasPrefix("/") { members.append(JSONMember("locations", .array([location(file, line: note.line, column: nil)]))) }
            notifications.append(.object(members))
        }
        var invocation = [JSONMember("executionSuccessful", .bool(true))]
        if !notifications.isEmpty { invocation.append(JSONMember("toolExecutionNotifications", .array(notifications))) }
        let run = JSONValue.object([
            JSONMember("tool", .object([JSONMember("driver", .object([
                JSONMember("name", .string("uistate doctor")),
                JSONMember("version", .string(version)),
                JSONMember("informationUri", .string(DoctorRules.homepage)),
                JSONMember("rules", .array(rules.map(rule))),
            ]))])),
            JSONMember("originalUriBaseIds", .object([JSONMember("SRCROOT", .object([JSONMember("uri", .string(directoryURI(base)))]))])),
            JSONMember("invocations", .array([.object(invocation)])),
            JSONMember("columnKind", .string("unicodeCodePoints")),
            JSONMember("results", .array(results)),
        ])
        return .object([JSONMember("$schema", .string(schema)), JSONMember("version", .string("2.1.0")), JSONMember("runs", .array([run]))])
    }

    static func rule(_ rule: any DoctorRule.Type) -> JSONValue {
        .object([
            JSONMember("id", .string(rule.code.rawValue)),
            JSONMember("name", .string(rule.code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            JSONMember("shortDescription", .object([JSONMember("text", .string(rule.summary))])),
            JSONMember("fullDescription", .object([JSONMember("text", .string(rule.evidence))])),
            JSONMember("help", .object([
                JSONMember("text", .string("Fix: " + rule.fix + ".\n\nEvidence:\n" + rule.basis.text)),
                JSONMember("markdown", .string("**Fix**: " + rule.fix + ".\n\n" + RuleDocumentation.basis(rule.basis).joined(separator: "\n"))),
            ])),
            JSONMember("helpUri", .string(DoctorRules.documentationPage + "#" + rule.documentationAnchor)),
            JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(rule.defaultSeverity)))])),
            JSONMember("properties", .object([JSONMember("certainty", .string(rule.basis.certainty.rawValue))])),
        ])
    }

    static func level(_ severity: ProjectFinding.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a URI reference: each component percent-encoded.
    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            var out = ""
            for byte in component.utf8 {
                let unreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || [0x2D, 0x2E, 0x5F, 0x7E].contains(byte)
                out += unreserved ? String(UnicodeScalar(byte)) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
            return out
        }.joined(separator: "/")
    }

    static func directoryURI(_ folder: String) -> String {
        "file://" + uri(folder) + (folder.hasSuffix("/") ? "" : "/")
    }
}
