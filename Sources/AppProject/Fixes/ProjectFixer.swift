import Platform
import PropertyList

/// `doctor --fix`: the repairs of a report's findings as range edits of the project's files
/// (`TextEdit`), each the smallest that keeps every other byte, checked before anything is
/// written (a file that would not read as a storyboard or a property list afterwards is left
/// as it is), written by `EditWriter` as one transaction. A repair already made (an identifier
/// there, a type declared) is no edit, so a second run changes nothing.
public enum ProjectFixer {
    public struct Edit: Sendable {
        public var file: FileEdit
        /// What was done, one line each.
        public var changes: [String]

        /// Relative to the project folder.
        public var path: String {
            get { file.path }
            set { file.path = newValue }
        }

        public var diff: String { file.diff }
    }

    public struct Refusal: Sendable {
        public var finding: ProjectFinding
        public var reason: String
    }

    public struct Plan: Sendable {
        public var edits: [Edit] = []
        public var refused: [Refusal] = []
        /// Findings with no mechanical repair (code changes): their advice stands.
        public var advice: [ProjectFinding] = []
    }

    public static func plan(_ findings: [ProjectFinding], in folder: ProjectFolder) -> Plan {
        var plan = Plan()
        var files: [String: (text: EditedText, changes: [String], findings: [ProjectFinding])] = [:]
        for finding in findings {
            guard let repair = finding.repair else {
                if finding.severity != .note { plan.advice.append(finding) }
                continue
            }
            let target: String
            switch repair {
            case .restorationIdentifier(let storyboard, _, _, _): target = storyboard
            case .declareActivityType:
                switch infoPlist(for: finding, in: folder) {
                case .success(let path): target = path
                case .failure(let refusal):
                    plan.refused.append(Refusal(finding: finding, reason: refusal.reason))
                    continue
                }
            }
            if files[target] == nil {
                guard let bytes = try? FileSystem.read(absolute(target, in: folder), limit: 8 << 20) else {
                    plan.refused.append(Refusal(finding: finding, reason: "\(target) cannot be read"))
                    continue
                }
                files[target] = (EditedText(bytes), [], [])
            }
            var file = files[target]!
            switch change(file.text.bytes, repair: repair, path: target) {
            case .success(let (edit, text)):
                file.text.replace(edit.range, with: edit.replacement)
                file.changes.append(text)
                file.findings.append(finding)
            case .failure(.alreadyMade):
                break
            case .failure(let failure):
                plan.refused.append(Refusal(finding: finding, reason: failure.reason(target)))
            }
            files[target] = file
        }
        for (path, file) in files.sorted(by: { $0.key < $1.key }) where !file.text.edits.isEmpty {
            if let problem = check(file.text.bytes, path: path, findings: file.findings) {
                plan.refused += file.findings.map { Refusal(finding: $0, reason: "\(path) would not \(problem) after the edit: left as it is") }
            } else {
                plan.edits.append(Edit(file: FileEdit(path: path, file.text), changes: file.changes))
            }
        }
        return plan
    }

    /// Writes the plan's edits as one transaction (every file or none; a link written
    /// through, the mode kept), in `transaction`, opened on the project folder.
    public static func write(_ plan: Plan, in transaction: FileTransaction) throws(TransactionError) {
        try EditWriter.write(plan.edits.map(\.file), in: transaction)
    }

    // MARK: One repair

    enum Failure: Error {
        case alreadyMade
        case elementNotFound(String)
        case notXML
        case noRootDictionary
        case notAnArray

        func reason(_ path: String) -> String {
            switch self {
            case .alreadyMade: "already made"
            case .elementNotFound(let id): "\(path) has no controller with id \(id) any more"
            case .notXML: "\(path) is not an XML property list: add the type in Xcode's property list editor"
            case .noRootDictionary: "\(path) has no root dictionary to add NSUserActivityTypes to"
            case .notAnArray: "\(path)'s NSUserActivityTypes is not an array: correct it by hand"
            }
        }
    }

    static func change(_ bytes: [UInt8], repair: Repair, path: String) -> Result<(TextEdit, String), Failure> {
        switch repair {
        case .restorationIdentifier(_, let elementID, let storyboardIdentifier, let className):
            do {
                let (edit, identifier) = try StoryboardIdentifierEdit.edit(bytes, elementID: elementID, storyboardIdentifier: storyboardIdentifier, className: className)
                let how = storyboardIdentifier.map { _ in "its storyboard id through Use Storyboard ID" } ?? "a name from its class"
                return .success((edit, "\(path): controller \(elementID) (\(className)) gets the restoration identifier \(identifier) (\(how))"))
            } catch .elementNotFound {
                return .failure(.elementNotFound(elementID))
            } catch {
                return .failure(.alreadyMade)
            }
        case .declareActivityType(let type):
            do {
                return .success((try ActivityTypeEdit.edit(bytes, type: type), "\(path): NSUserActivityTypes declares \(type)"))
            } catch .declared {
                return .failure(.alreadyMade)
            } catch .notXML {
                return .failure(.notXML)
            } catch .notADictionary {
                return .failure(.noRootDictionary)
            } catch {
                return .failure(.notAnArray)
            }
        }
    }

    /// What the edited file would fail to be, nil when it reads and holds every repair.
    static func check(_ bytes: [UInt8], path: String, findings: [ProjectFinding]) -> String? {
        var storyboard: Storyboard? = nil
        var plist: PropertyListValue? = nil
        for finding in findings {
            switch finding.repair {
            case .restorationIdentifier(_, let elementID, _, _)?:
                if storyboard == nil { storyboard = try? StoryboardReader.read(path: path, bytes: bytes) }
                guard let controller = storyboard?.controller(elementID) else { return "read as Interface Builder XML" }
                if controller.restorationIdentifier == nil { return "give the controller \(elementID) its identifier" }
            case .declareActivityType(let type)?:
                if plist == nil { plist = try? PropertyListReader.read(bytes) }
                guard case .array(let types)? = plist?["NSUserActivityTypes"] else { return "read as a property list with NSUserActivityTypes" }
                if !types.contains(.string(type)) { return "declare \(type)" }
            case nil:
                continue
            }
        }
        return nil
    }

    // MARK: Where

    struct Refused: Error {
        var reason: String
    }

    /// The Info.plist file an activity type goes in, or why there is none to edit.
    static func infoPlist(for finding: ProjectFinding, in folder: ProjectFolder) -> Result<String, Refused> {
        guard let app = folder.apps.first(where: { $0.name == finding.target && $0.project?.path == finding.project }) else {
            return .failure(Refused(reason: "no app target to declare it in"))
        }
        if let declared = app.target?.declaredIn, app.target?.declaredInfo != nil {
            return .failure(Refused(reason: "the Info.plist is written from \(declared)'s info properties: add the type there"))
        }
        let file = app.info?.path.map { absolute($0, in: folder) }
        guard let path = app.info?.path, let file, FileSystem.entry(FileSystem.resolvedPath(file) ?? file)?.type == .file else {
            return .failure(Refused(reason: "the Info.plist is generated from build settings, and Xcode writes no NSUserActivityTypes from them (INFOPLIST_KEY_ names it does not know are ignored): add an Info.plist file to the target with NSUserActivityTypes (Xcode's Info tab makes one)"))
        }
        return .success(path)
    }

    static func absolute(_ path: String, in folder: ProjectFolder) -> String {
        path.hasPrefix("/") ? path : folder.root + "/" + path
    }
}
