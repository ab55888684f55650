import AppProject
import StateRestoration
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Output of `uistate doctor`.
enum DoctorRendering {
    static func text(_ report: RestorationDoctor.Report, crossChecked: String?, style: Style) -> String {
        var out: [String] = []
        let targets = report.projects.flatMap { project in project.targets.map { "\(project.path): \($0.name)" + ($0.deploymentTarget.map { " (iOS \($0))" } ?? "") } }
        out.append(style.bold("Project") + ": " + (targets.isEmpty ? "no Xcode project (sources, storyboards and Info.plist read)" : targets.joined(separator: ", ")))
        out.append("Life cycle: " + (report.sceneBased ? "scenes (UIScene)" : "no scenes (app delegate only)")
            + "; opt-in: " + (report.optIn.isEmpty ? "none" : report.optIn.joined(separator: ", ")))
        if let crossChecked { out.append("Checked against " + crossChecked) }
        out.append("")
        for finding in report.findings {
            let place = finding.file.map { $0 + (finding.line.map { ":\($0)" } ?? "") + ": " } ?? ""
            let label = switch finding.severity {
            case .error: style.red("error")
            case .warning: style.yellow("warning")
            case .note: style.dim("note")
            }
            out.append("\(label) [\(finding.code.rawValue)] \(place)\(finding.message)")
            if finding.code != .notUnderstood { out.append("    fix: " + finding.fix) }
        }
        let counts = ProjectFinding.Severity.allCases.map { severity in
            let count = report.findings.filter { $0.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        out.append((report.findings.isEmpty ? "" : "\n") + counts.joined(separator: ", "))
        return out.joined(separator: "\n") + "\n"
    }

    static func json(_ report: RestorationDoctor.Report) -> JSONValue {
        .object([
            JSONMember("app", .object([
                JSONMember("sceneBased", .bool(report.sceneBased)),
                JSONMember("optIn", .array(report.optIn.map { .string($0) })),
                JSONMember("targets", .array(report.projects.flatMap { project in
                    project.targets.map { target in
                        .object([
                            JSONMember("project", .string(project.path)),
                            JSONMember("name", .string(target.name)),
                            JSONMember("bundleIdentifier", .optional(target.bundleIdentifier)),
                            JSONMember("deploymentTarget", .optional(target.deploymentTarget)),
                            JSONMember("infoPlist", .optional(target.infoPlistFile)),
                            JSONMember("generatedInfoPlist", .bool(target.generatesInfoPlist)),
                            JSONMember("configuration", .string(target.configuration)),
                            JSONMember("differingSettings", .array(target.differingSettings.map { .string($0) })),
                        ])
                    }
                })),
            ])),
            JSONMember("findings", .array(report.findings.map { finding in
                .object([
                    JSONMember("code", .string(finding.code.rawValue)),
                    JSONMember("severity", .string(finding.severity.rawValue)),
                    JSONMember("file", .optional(finding.file)),
                    JSONMember("line", finding.line.map { .int($0) } ?? .null),
                    JSONMember("message", .string(finding.message)),
                    JSONMember("fix", .string(finding.fix)),
                ])
            })),
        ])
    }

    /// The derived manifest as `check --app` reads it.
    static func manifest(_ manifest: AppManifest) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(manifest), as: UTF8.self) + "\n"
    }
}
