import PropertyList

/// A value a Tuist manifest's code makes, as far as doctor evaluates it (`ManifestEvaluator`):
/// literals, arrays and dictionaries, ProjectDescription's calls and enum members kept as data
/// (`.target(name: "App", product: .app, ...)` is a `call` with its evaluated arguments), the
/// helpers' own structs and enums, and, where evaluation stops, a `gap` saying where and why.
indirect enum ManifestValue {
    case string(String)
    case number(String)
    case bool(Bool)
    case array([ManifestValue])
    case dictionary([(key: String, value: ManifestValue)])
    /// A member of ProjectDescription's types (`.iOS`, `.app`, `Destinations.iOS`), by name.
    case member(String)
    /// A call doctor does not evaluate further: ProjectDescription's initializers and factory
    /// methods (`Project(...)`, `.target(...)`, `.file(path:)`), with their evaluated arguments.
    case call(ManifestCall)
    /// An instance of a struct the helpers declare, with its stored properties.
    case object(type: String, fields: [String: ManifestValue])
    /// A case of an enum the helpers declare, with its raw value.
    case enumCase(type: String, name: String, rawValue: String?)
    /// A type named as a value (`Module` in `Module.allCases`).
    case type(String)
    case closure(ManifestClosure)
    case null
    /// What could not be evaluated.
    case gap(ManifestGap)

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var gap: ManifestGap? { if case .gap(let gap) = self { gap } else { nil } }

    /// The first gap in the value or anything it holds: what makes it unknown in part.
    var firstGap: ManifestGap? {
        switch self {
        case .gap(let gap): return gap
        case .array(let items): return items.lazy.compactMap(\.firstGap).first
        case .dictionary(let entries): return entries.lazy.compactMap(\.value.firstGap).first
        case .call(let call): return call.arguments.lazy.compactMap(\.value.firstGap).first
        case .object(_, let fields): return fields.values.lazy.compactMap(\.firstGap).first
        default: return nil
        }
    }

    /// The names of the members it is or holds (`[.iPhone, .iPad]`: iPhone, iPad), for
    /// destinations and platforms.
    var memberNames: [String] {
        switch self {
        case .member(let name): [name]
        case .array(let items): items.flatMap(\.memberNames)
        case .call(let call): [call.name] + call.arguments.flatMap(\.value.memberNames)
        case .enumCase(_, let name, _): [name]
        default: []
        }
    }

    /// Every string it is or holds, in order.
    var strings: [String] {
        switch self {
        case .string(let text): [text]
        case .array(let items): items.flatMap(\.strings)
        case .dictionary(let entries): entries.flatMap(\.value.strings)
        case .call(let call): call.arguments.flatMap(\.value.strings)
        default: []
        }
    }

    /// The value as a property list: strings, numbers, booleans, arrays, dictionaries, and
    /// ProjectDescription's `.string(...)`, `.boolean(...)`, `.integer(...)`, `.real(...)`,
    /// `.array(...)`, `.dictionary(...)`; nil for anything else.
    func propertyList(depth: Int = 0) -> PropertyListValue? {
        guard depth < 64 else { return nil }
        switch self {
        case .string(let text): return .string(text)
        case .number(let text): return Int128(text).map { .integer($0) } ?? Double(text).map { .real64($0) }
        case .bool(let value): return .bool(value)
        case .array(let items):
            var values: [PropertyListValue] = []
            for item in items {
                guard let value = item.propertyList(depth: depth + 1) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .dictionary(let entries):
            var values: [PropertyListEntry] = []
            for entry in entries {
                guard let value = entry.value.propertyList(depth: depth + 1) else { return nil }
                values.append(PropertyListEntry(entry.key, value))
            }
            return .dictionary(values)
        case .call(let call) where ["string", "boolean", "integer", "real", "array", "dictionary"].contains(call.name):
            return call.arguments.first?.value.propertyList(depth: depth + 1)
        default:
            return nil
        }
    }
}

/// A ProjectDescription call kept as data: `.target(name: "App", ...)`.
struct ManifestCall {
    var name: String
    var arguments: [(label: String?, value: ManifestValue)]
    var file: String
    var line: Int

    func argument(_ label: String) -> ManifestValue? { arguments.first { $0.label == label }?.value }

    /// The first argument without a label.
    var unlabeled: ManifestValue? { arguments.first { $0.label == nil }?.value }
}

/// A closure literal, with the scope it was made in (`{ name in ... }`, `{ $0.rawValue }`); a
/// key path (`\.rawValue`) or a function named on its own (`map(makeFramework)`) is one too.
struct ManifestClosure {
    var source: ManifestSource
    var parameters: [String]
    /// The tokens of its body, after `in` when it names its parameters.
    var body: Range<Int>
    var scope: ManifestScope
    /// `\.name`: the member it reads.
    var keyPath: String? = nil
    /// A function it stands for, called with the closure's arguments in order.
    var function: ManifestSource.Function? = nil
}

/// Where evaluation stopped: the file and line, the code as written, and why.
struct ManifestGap: Error {
    var file: String
    var line: Int
    var text: String
    var why: String

    /// "Project.swift:12 (`flavor.name`: a switch doctor does not evaluate)".
    var description: String { "\(file):\(line) (`\(text)`: \(why))" }
}

/// The names a function body, a closure or a file's top level can see, innermost first.
final class ManifestScope {
    var values: [String: ManifestValue] = [:]
    let parent: ManifestScope?
    /// The type whose static members an unqualified name reaches (`makeAppTargets` in
    /// `extension Project`), and `self`'s value in an instance member.
    let owner: String?
    var selfValue: ManifestValue?
    /// The type an argument's label implies (`Product` for `product:`), for implicit members
    /// evaluated in it.
    var hint: String?

    init(parent: ManifestScope?, owner: String? = nil, selfValue: ManifestValue? = nil) {
        self.parent = parent
        self.owner = owner ?? parent?.owner
        self.selfValue = selfValue ?? parent?.selfValue
        hint = parent?.hint
    }

    func lookup(_ name: String) -> ManifestValue? {
        var scope: ManifestScope? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Gives an existing name a new value where it was declared; false when none has that name.
    func assign(_ name: String, _ value: ManifestValue) -> Bool {
        var scope: ManifestScope? = self
        while let current = scope {
            if current.values[name] != nil {
                current.values[name] = value
                return true
            }
            scope = current.parent
        }
        return false
    }
}
