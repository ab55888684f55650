import AppProject

/// `--reporter sarif`: SARIF 2.1.0, the format GitHub code scanning and other analysers'
/// viewers read. One run: the tool with a rule per finding code (its one-line meaning, how it
/// decides, what to change, a link to its section of docs/doctor.md, its default level), and a
/// result per finding, its file relative to the source root (`%SRCROOT%`), its line and
/// column, the fix in its properties. The baseline's findings that no longer occur are a
/// notification of the invocation.
enum SARIFReport {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ outcome: DoctorOutcome, version: String) -> JSONValue {
        let base = outcome.sourceRoot
        let rules = DoctorRules.all
        let results: [JSONValue] = outcome.findings.map { finding in
            var members = [
                JSONMember("ruleId", .string(finding.code.rawValue)),
                JSONMember("ruleIndex", .int(rules.firstIndex { $0.code == finding.code } ?? 0)),
                JSONMember("level", .string(level(finding.severity))),
                JSONMember("message", .object([JSONMember("text", .string(finding.message))])),
            ]
            if let file = finding.file {
                var physical = [JSONMember("artifactLocation", .object([
                    JSONMember("uri", .string(uri(outcome.relative(file, to: base)))), JSONMember("uriBaseId", .string("SRCROOT")),
                ]))]
                if let line = finding.line {
                    physical.append(JSONMember("region", .object([JSONMember("startLine", .int(line)), JSONMember("startColumn", .int(finding.column ?? 1))])))
                }
                members.append(JSONMember("locations", .array([.object([JSONMember("physicalLocation", .object(physical))])])))
            }
            // The anchor keeps a finding's identity across edits, as the baseline does.
            members.append(JSONMember("partialFingerprints", .object([JSONMember("uistateAnchor/v1", .string(finding.code.rawValue + "|" + (finding.file ?? "") + "|" + finding.anchor))])))
            members.append(JSONMember("properties", .object([
                JSONMember("fix", .string(finding.fix)), JSONMember("target", .optional(finding.target)), JSONMember("anchor", .string(finding.anchor)),
            ])))
            return .object(members)
        }
        var invocation = [JSONMember("executionSuccessful", .bool(true))]
        if let gone = outcome.goneSentence {
            invocation.append(JSONMember("toolExecutionNotifications", .array([.object([
                JSONMember("level", .string("note")), JSONMember("message", .object([JSONMember("text", .string(gone))])),
            ])])))
        }
        let run = JSONValue.object([
            JSONMember("tool", .object([JSONMember("driver", .object([
                JSONMember("name", .string("uistate doctor")),
                JSONMember("version", .string(version)),
                JSONMember("informationUri", .string(DoctorRules.homepage)),
                JSONMember("rules", .array(rules.map(rule))),
            ]))])),
            JSONMember("originalUriBaseIds", .object([JSONMember("SRCROOT", .object([JSONMember("uri", .string(directoryURI(base)))]))])),
            JSONMember("invocations", .array([.object(invocation)])),
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
            JSONMember("help", .object([JSONMember("text", .string("Fix: " + rule.fix))])),
            JSONMember("helpUri", .string(DoctorRules.documentationPage + "#" + rule.documentationAnchor)),
            JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(rule.defaultSeverity)))])),
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
