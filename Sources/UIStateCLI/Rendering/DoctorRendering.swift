import AppProject
import KeyedArchive
import StateRestoration
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Output of `uistate doctor`.
enum DoctorRendering {
    static func text(_ report: RestorationDoctor.Report, crossChecked: String?, style: Style) -> String {
        // Names from the project are text: a newline in a file name never starts a line here.
        func safe(_ text: String) -> String { PrintableText.escaped(text) }
        var out: [String] = []
        func emit(_ findings: [ProjectFinding]) {
            for finding in findings {
                let place = finding.file.map { safe($0) + (finding.line.map { ":\($0)" } ?? "") + ": " } ?? ""
                let label = switch finding.severity {
                case .error: style.red("error")
                case .warning: style.yellow("warning")
                case .note: style.dim("note")
                }
                out.append("\(label) [\(finding.code.rawValue)] \(place)\(safe(finding.message))")
                if finding.code != .notUnderstood { out.append("    fix: " + safe(finding.fix)) }
            }
        }
        for (index, entry) in report.apps.enumerated() {
            let app = entry.app
            if index > 0 { out.append("") }
            let platform = app.deploymentTarget.map { ", iOS \($0)" } ?? ""
            out.append(style.bold("App") + ": " + safe(app.name) + (app.project.map { " (" + safe($0.path) + ")" } ?? " (no Xcode project: the folder read whole)") + platform)
            out.append("Life cycle: " + safe(app.lifeCycle.description) + "; opt-in: " + (entry.optIn.isEmpty ? "none" : entry.optIn.joined(separator: ", ")))
            if index == report.apps.count - 1, !report.folder.leftOut.isEmpty {
                let shown = report.folder.leftOut.prefix(8).map { safe($0.target) + " (" + $0.kind + ")" }.joined(separator: ", ")
                out.append("Left out: " + shown + (report.folder.leftOut.count > 8 ? ", and \(report.folder.leftOut.count - 8) more" : ""))
            }
            if index == report.apps.count - 1, let crossChecked { out.append("Checked against " + crossChecked) }
            let findings = report.findings.filter { $0.target == app.name && $0.project == app.project?.path }
            if !findings.isEmpty { out.append("") }
            emit(findings)
        }
        let folderFindings = report.findings.filter { $0.target == nil }
        if !folderFindings.isEmpty {
            out.append("")
            emit(folderFindings)
        }
        let counts = ProjectFinding.Severity.allCases.map { severity in
            let count = report.findings.filter { $0.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        out.append("\n" + counts.joined(separator: ", "))
        return out.joined(separator: "\n") + "\n"
    }

    static func json(_ report: RestorationDoctor.Report) -> JSONValue {
        .object([
            JSONMember("apps", .array(report.apps.map { entry in
                let app = entry.app
                let target = app.target
                return .object([
                    JSONMember("name", .string(app.name)),
                    JSONMember("project", .optional(app.project?.path)),
                    JSONMember("projectFormat", .optional(app.project?.format.rawValue)),
                    JSONMember("bundleIdentifier", .optional(app.bundleIdentifier)),
                    JSONMember("deploymentTarget", .optional(app.deploymentTarget)),
                    JSONMember("infoPlist", .optional(app.info?.path)),
                    JSONMember("generatedInfoPlist", .bool(target?.settings.isYes("GENERATE_INFOPLIST_FILE") ?? false)),
                    JSONMember("configuration", .optional(target?.configuration)),
                    JSONMember("differingSettings", .array((target?.differingSettings ?? []).map { .string($0) })),
                    JSONMember("lifeCycle", .string(app.lifeCycle.word)),
                    JSONMember("lifeCycleReason", .string(app.lifeCycle.description)),
                    JSONMember("sceneBased", .bool(app.isSceneBased)),
                    JSONMember("optIn", .array(entry.optIn.map { .string($0) })),
                ])
            })),
            JSONMember("leftOut", .array(report.folder.leftOut.map { left in
                .object([JSONMember("project", .string(left.project)), JSONMember("target", .string(left.target)), JSONMember("kind", .string(left.kind))])
            })),
            JSONMember("findings", .array(report.findings.map(findingJSON))),
        ])
    }

    static func findingJSON(_ finding: ProjectFinding) -> JSONValue {
        .object([
            JSONMember("code", .string(finding.code.rawValue)),
            JSONMember("severity", .string(finding.severity.rawValue)),
            JSONMember("target", .optional(finding.target)),
            JSONMember("project", .optional(finding.project)),
            JSONMember("file", .optional(finding.file)),
            JSONMember("line", finding.line.map { .int($0) } ?? .null),
            JSONMember("anchor", .string(finding.anchor)),
            JSONMember("message", .string(finding.message)),
            JSONMember("fix", .string(finding.fix)),
        ])
    }

    /// The derived manifest as `check --app` reads it.
    static func manifest(_ manifest: AppManifest) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(manifest), as: UTF8.self) + "\n"
    }
}
