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
    /// The outcome in one reporter's format.
    static func render(_ outcome: DoctorOutcome, as format: DoctorReporterChoice.Format, style: Style) -> String {
        switch format {
        case .text: text(outcome, style: style)
        case .json: json(outcome).rendered
        case .xcode: XcodeReport.render(outcome)
        case .githubActions: GitHubActionsReport.render(outcome)
        case .sarif: SARIFReport.render(outcome, version: UIState.version).rendered
        }
    }

    static func text(_ outcome: DoctorOutcome, style: Style) -> String {
        let report = outcome.report, crossChecked = outcome.crossChecked
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
        // Each project's left-out targets under its last app (the project named when it has
        // several apps: the line is the project's, not that app's); those of projects without
        // an app in a paragraph of their own after the apps, with their projects.
        let lastAppOfProject = Dictionary(report.apps.enumerated().map { ($0.element.app.project?.path ?? "", $0.offset) }) { _, last in last }
        let appsOfProject = Dictionary(report.apps.map { ($0.app.project?.path ?? "", 1) }, uniquingKeysWith: +)
        func leftOut(_ project: String?) -> String? {
            let targets = report.folder.leftOut.filter { project == nil ? lastAppOfProject[$0.project] == nil : $0.project == project }
            guard !targets.isEmpty else { return nil }
            let shown = targets.prefix(8).map { safe($0.target) + " (" + $0.kind + ")" }.joined(separator: ", ")
            let named = project == nil || appsOfProject[project ?? "", default: 0] > 1
            return "Left out" + (project == nil ? ", in projects without an app target" : "") + (named ? " (" + Set(targets.map(\.project)).sorted().map { safe(outcome.shown($0)) }.joined(separator: ", ") + ")" : "") + ": "
                + shown + (targets.count > 8 ? ", and \(targets.count - 8) more" : "")
        }
        for (index, entry) in report.apps.enumerated() {
            let app = entry.app
            if index > 0 { out.append("") }
            let platform = app.deploymentTarget.map { ", iOS \($0)" } ?? ""
            let place = app.project.map { " (" + safe(outcome.shown($0.path)) + ")" } ?? " (no Xcode project: the folder read whole)"
            out.append(style.bold("App") + ": " + safe(app.name) + place + platform)
            out.append("Life cycle: " + safe(app.lifeCycle.description) + "; opt-in: " + (entry.optIn.isEmpty ? "none" : entry.optIn.joined(separator: ", ")))
            if let project = app.project?.path, lastAppOfProject[project] == index, let line = leftOut(project) { out.append(line) }
            if index == report.apps.count - 1, let crossChecked { out.append("Checked against " + crossChecked) }
            let findings = report.findings.filter { $0.target == app.name && $0.project == app.project.map { outcome.shown($0.path) } }
            if !findings.isEmpty { out.append("") }
            emit(findings)
        }
        if let line = leftOut(nil) { out += ["", line] }
        let folderFindings = report.findings.filter { $0.target == nil }
        if !folderFindings.isEmpty {
            out.append("")
            emit(folderFindings)
        }
        let gone = outcome.goneNotes
        if !gone.isEmpty { out.append("") }
        for note in gone {
            let place = outcome.baselineFile.map { safe($0) + (note.line.map { ":\($0)" } ?? "") + ": " } ?? ""
            out.append(style.dim("note") + " [baseline] " + place + safe(note.text))
        }
        out.append("\n" + outcome.summary)
        return out.joined(separator: "\n") + "\n"
    }

    static func json(_ outcome: DoctorOutcome) -> JSONValue {
        let report = outcome.report
        return .object([
            JSONMember("apps", .array(report.apps.map { entry in
                let app = entry.app
                let target = app.target
                return .object([
                    JSONMember("name", .string(app.name)),
                    JSONMember("project", .optional(app.project.map { outcome.shown($0.path) })),
                    JSONMember("projectFormat", .optional(app.project?.format.rawValue)),
                    JSONMember("bundleIdentifier", .optional(app.bundleIdentifier)),
                    JSONMember("deploymentTarget", .optional(app.deploymentTarget)),
                    JSONMember("infoPlist", .optional(app.info?.path.map(outcome.shown))),
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
                .object([JSONMember("project", .string(outcome.shown(left.project))), JSONMember("target", .string(left.target)), JSONMember("kind", .string(left.kind))])
            })),
            JSONMember("findings", .array(report.findings.map(findingJSON))),
            JSONMember("suppressed", .int(outcome.selection.suppressed)),
            JSONMember("notAnalysed", .array(report.unanalysed.map { .string($0.app.name) })),
            JSONMember("projectsNotRead", .array(report.folder.projectsNotRead.map { .string(outcome.shown($0)) })),
            JSONMember("filesNotRead", .array(report.filesNotRead.map { file in
                .object([
                    JSONMember("file", .string(outcome.shown(file.path))), JSONMember("line", file.line.map { .int($0) } ?? .null),
                    JSONMember("column", file.column.map { .int($0) } ?? .null), JSONMember("why", .string(file.failure.rawValue)), JSONMember("reason", .string(file.reason)),
                ])
            })),
            JSONMember("targetsNotEvaluated", .array(report.folder.targetsNotEvaluated.map { .string(outcome.shownPlace($0)) })),
            JSONMember("baseline", outcome.baseline.map { path in
                .object([
                    JSONMember("file", .string(path)),
                    JSONMember("known", .int(outcome.selection.baselined)),
                    JSONMember("gone", .array(outcome.selection.gone.map { entry in
                        .object([JSONMember("code", .string(entry.code)), JSONMember("file", .string(entry.file)), JSONMember("anchor", .string(entry.anchor)),
                                 JSONMember("line", entry.line.map { .int($0) } ?? .null)])
                    })),
                ])
            } ?? .null),
        ])
    }

    // MARK: --rules

    static func rulesText() -> String {
        let width = DoctorRules.all.map { $0.code.rawValue.count }.max() ?? 0
        let certaintyWidth = RuleBasis.Certainty.allCases.map(\.rawValue.count).max() ?? 0
        return DoctorRules.all.map { rule in
            var lines = [rule.code.rawValue.padding(width) + "  " + rule.defaultSeverity.rawValue.padding(7) + "  " + rule.basis.certainty.rawValue.padding(certaintyWidth)
                + "  " + rule.summary]
            if let dispute = rule.basis.dispute { lines.append("    disputed: " + dispute) }
            lines += rule.basis.sources.map { "    \($0.kind.rawValue), \($0.title): \($0.says) <\($0.url)>" }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }

    static func rulesJSON() -> JSONValue {
        .object([JSONMember("rules", .array(DoctorRules.all.map { rule in
            .object([
                JSONMember("code", .string(rule.code.rawValue)),
                JSONMember("severity", .string(rule.defaultSeverity.rawValue)),
                JSONMember("summary", .string(rule.summary)),
                JSONMember("fix", .string(rule.fix)),
                JSONMember("help", .string(DoctorRules.documentationPage + "#" + rule.documentationAnchor)),
                JSONMember("certainty", .string(rule.basis.certainty.rawValue)),
                JSONMember("dispute", .optional(rule.basis.dispute)),
                JSONMember("sources", .array(rule.basis.sources.map { source in
                    .object([JSONMember("kind", .string(source.kind.rawValue)), JSONMember("title", .string(source.title)), JSONMember("url", .string(source.url)),
                             JSONMember("says", .string(source.says))])
                })),
            ])
        }))])
    }

    // MARK: --fix

    /// What `--fix` did (or, with `--dry-run`, would do), for stderr.
    static func fixSummary(_ plan: ProjectFixer.Plan, wrote: Bool) -> [String] {
        func safe(_ text: String) -> String { PrintableText.escaped(text) }
        var lines = plan.edits.flatMap(\.changes).map { (wrote ? "fixed: " : "would fix: ") + safe($0) }
        lines += plan.refused.map { "not fixed: [\($0.finding.code.rawValue)] " + safe($0.finding.file ?? "") + ": " + safe($0.reason) }
        if !plan.advice.isEmpty {
            let codes = Set(plan.advice.map(\.code.rawValue)).sorted().joined(separator: ", ")
            lines.append("\(plan.advice.count) finding\(plan.advice.count == 1 ? " needs" : "s need") a change of code, which --fix does not make (\(codes)): see each one's fix")
            if plan.advice.contains(where: { $0.code == .uisceneRequired }) {
                lines.append("uiscene-required: 'uistate migrate scenes' makes that change (with the app's restoration), shown first as a diff")
            }
        }
        if plan.edits.isEmpty && plan.refused.isEmpty { lines.insert("nothing to fix: every mechanical repair is made", at: 0) }
        return lines
    }

    static func findingJSON(_ finding: ProjectFinding) -> JSONValue {
        .object([
            JSONMember("code", .string(finding.code.rawValue)),
            JSONMember("severity", .string(finding.severity.rawValue)),
            JSONMember("target", .optional(finding.target)),
            JSONMember("targets", .array((finding.targets.isEmpty ? [finding.target].compactMap { $0 } : finding.targets).map { .string($0) })),
            JSONMember("project", .optional(finding.project)),
            JSONMember("file", .optional(finding.file)),
            JSONMember("line", finding.line.map { .int($0) } ?? .null),
            JSONMember("column", finding.column.map { .int($0) } ?? .null),
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
